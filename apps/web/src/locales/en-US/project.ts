/** The project layout: side menu and the project record drawer. */
export default {
  menu: 'Project menu',
  record: 'Project record',
  recordEmpty: 'No project record yet',
  sponsor: 'Sponsor',
  handler: 'Handled by',
  loadFailed: 'The project could not be loaded',
  missingId: 'The project id is missing',
  noMenu: 'This project type has no project menu',
};
