/** Announcements: /projectBidNotice and the other notice pages. */
export default {
  none: 'Nenhum aviso ainda',
  published: 'Publicado',
  draft: 'Rascunho',
  title: 'Título',
  content: 'Conteúdo',
  preview: 'Visualizar',
  publish: 'Publicar',
  publishedDone: 'Aviso publicado',
  saveDraft: 'Salvar rascunho',
  savedDone: 'Rascunho salvo',
  confirm: {
    publishTitle: 'Publicar o aviso',
    publish: 'Um aviso publicado não pode ser retirado e produz efeito no projeto. Publicar?',
  },
};
