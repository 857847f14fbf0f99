export default {
  frozen: '项目当前状态为“{{state}}”，竞价设置已不能修改',
  minStep: '最小加减幅度无效（百分比须小于 100）',
  priceCap: '最高限价必须大于 0',
  startPrice: '起价无效',
  startAboveCap: '起价不能高于最高限价',
  maxQuotes: '报价次数上限须为不小于 1 的整数，或不限',
  softClose: '延时设置无效：触发与延长秒数至少为 1，次数和总时长不能为负',
  minBidders: '最少有效供应商数为 1-9',
  disclosure: '报价公开方式无效',
};
