export default {
  manualOnlyForOther: '只有“其他”方式可以人工指定成交供应商',
  tooFewBidders: '有效报价供应商少于 {{min}} 家，项目应流标',
};
