export default {
  projectNotClosed: 'A contract can be created only once the project is closed (state 7)',
  noWinner: 'This project has no winning supplier',
  exists: 'This project already has a contract',
  notEditable: 'The contract has been signed and cannot change',
};
