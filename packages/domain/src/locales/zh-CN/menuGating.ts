export default {
  stageNotReached: '项目尚未进行到该阶段',
};
