export default {
  manualOnlyForOther: '只有「其他」方式可以人工指定成交供應商',
  tooFewBidders: '有效報價供應商少於 {{min}} 家，項目應流標',
};
