export default {
  noWindow: 'This project has no quote window yet',
  notParty: 'You are not a party to this project and cannot see its bidding hall',
  notLive: 'The quote window is not running (project state: {{state}})',
  alreadyPaused: 'Quoting is already paused',
  notPaused: 'Quoting is not paused',
  endNotFuture: 'The new end must be later than now and than the start of quoting',
};
