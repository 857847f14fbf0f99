export default {
  noValidQuotes: '没有有效报价',
  needsTwoQuotes: '次低价法至少需要两家有效报价',
  noneBelowAverage: '没有低于平均价的报价',
  scoresRequired: '尚无评分结果',
  shortlistSizeRequired: '请设置入围数量',
  manualChoiceRequired: '请选择成交供应商',
  manualReasonRequired: '请填写确定成交供应商的理由',
  manualChoiceNotABidder: '所选供应商没有有效报价',
};
