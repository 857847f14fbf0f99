export default {
  noWindow: 'This project has no quote window yet',
  notParty: 'You are not a party to this project and cannot see its quote hall',
  notLive: 'The quote window is not running (project state: {{state}})',
  alreadyPaused: 'Quoting is already paused',
  notPaused: 'Quoting is not paused',
  endTooSoon: 'The new end must be at least {{minutes}} minutes after now and after the start of quoting',
  endTooFar: 'The end can move at most {{hours}} hours past the current end at a time',
  windowTooLong: 'The quote window cannot last longer than {{days}} days in all',
};
