/** Requirement detail: /ReqInfo. */
export default {
  project: 'Projeto',
  openProject: 'Abrir o projeto',
  notFound: 'Requisito não encontrado',
  missingId: 'Nenhum requisito foi informado',
};
