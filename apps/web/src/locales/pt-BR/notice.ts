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
  contentPlaceholder: 'Escreva o aviso aqui',
  previewTitle: 'Pré-visualização do aviso',
  backToEdit: 'Voltar a editar',
  fromTemplate: 'Redigir o aviso a partir do resultado',
  /** The shared rich-text editor's toolbar (components/rich-text), first used by the notices. */
  editor: {
    toolbar: 'Formatação',
    bold: 'Negrito',
    italic: 'Itálico',
    heading: 'Título {{level}}',
    bulletList: 'Lista com marcadores',
    orderedList: 'Lista numerada',
    undo: 'Desfazer',
    redo: 'Refazer',
  },
  confirm: {
    publishTitle: 'Publicar o aviso',
    publish: 'Um aviso publicado não pode ser retirado e produz efeito no projeto. Publicar?',
  },
};
