/** Requirement detail: /ReqInfo. */
export default {
  project: 'Project',
  openProject: 'Open the project',
  notFound: 'Requirement not found',
  missingId: 'No requirement was given',
};
