export default {
  stageNotReached: 'O projeto ainda não chegou a esta etapa',
};
