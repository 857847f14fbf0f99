export default {
  waiting: '競價未結束',
  awaitingOpening: '待開標',
  toScore: '待評分',
  submitted: '已提交評分',
  closed: '評審已結束',
  noScoring: '無需評分',
};
