export default {
  notPublished: 'The project is not in its published state',
  windowNotEnded: 'The quote window has not ended yet',
  notSealed: 'Open-auction quotes are not sealed and need no opening',
  alreadyOpened: 'The quotes are already open',
  notOpened: 'The quotes have not been opened yet',
  notScoring: "This project's winning method involves no scoring",
  noExperts: 'No expert has been assigned',
  scoresPending: 'Some experts have not submitted their scores',
  alreadySubmitted: 'The scores were submitted and can no longer change',
  planMissing: 'The scoring criteria have not been set',
  panelLocked: "The expert panel cannot change in the project's current state",
  planLocked: 'The scoring criteria cannot change once the quotes are open',
};
