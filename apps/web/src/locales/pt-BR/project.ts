/** The project layout: side menu and the project record drawer. */
export default {
  menu: 'Menu do projeto',
  record: 'Histórico do projeto',
  recordEmpty: 'Ainda não há histórico do projeto',
  sponsor: 'Responsável',
  handler: 'Tratado por',
  loadFailed: 'Não foi possível carregar o projeto',
  missingId: 'Falta o número do projeto',
  noMenu: 'Este tipo de projeto não tem menu de projeto',
};
