export default {
  invalidTime: '時間無效',
  applyNotFuture: '報名截止時間必須晚於當前時間',
  applyAfterQuoteStart: '報名截止時間不能晚於報價開始時間',
  windowEmpty: '報價結束時間必須晚於報價開始時間',
  movedBackward: '更正只能將時間延後',
  intoPast: '更正後的時間不能早於當前時間',
  quoteStarted: '報價已開始，不能更改報價開始時間',
};
