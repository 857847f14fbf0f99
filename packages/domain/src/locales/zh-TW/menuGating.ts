export default {
  stageNotReached: '項目尚未進行到該階段',
};
