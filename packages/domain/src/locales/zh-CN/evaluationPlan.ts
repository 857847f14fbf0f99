export default {
  noCriteria: '请至少设置一项评分因素',
  points: '分值须大于 0、不超过 100，最多两位小数',
  duplicateName: '评分因素名称重复',
  totalNotFullMarks: '价格分与各评分因素满分之和须为 100 分',
  kRequired: '差额法和平均基准价法须填写每偏离 1% 的扣分',
  shortlistSizeRequired: '请设置入围数量（不少于 1）',
};
