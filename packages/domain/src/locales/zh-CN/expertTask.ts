export default {
  waiting: '竞价未结束',
  awaitingOpening: '待开标',
  toScore: '待评分',
  submitted: '已提交评分',
  closed: '评审已结束',
  noScoring: '无需评分',
};
