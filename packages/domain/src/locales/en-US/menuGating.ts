export default {
  stageNotReached: 'The project has not reached this stage yet',
};
