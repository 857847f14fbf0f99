export default {
  invalidTime: '时间无效',
  applyNotFuture: '报名截止时间必须晚于当前时间',
  applyAfterQuoteStart: '报名截止时间不能晚于报价开始时间',
  windowEmpty: '报价结束时间必须晚于报价开始时间',
  movedBackward: '更正只能将时间延后',
  intoPast: '更正后的时间不能早于当前时间',
  quoteStarted: '报价已开始，不能更改报价开始时间',
};
