export default {
  noValidQuotes: '沒有有效報價',
  needsTwoQuotes: '次低價法至少需要兩家有效報價',
  noneBelowAverage: '沒有低於平均價的報價',
  scoresRequired: '尚無評分結果',
  shortlistSizeRequired: '請設定入圍數量',
  manualChoiceRequired: '請選擇成交供應商',
  manualReasonRequired: '請填寫確定成交供應商的理由',
  manualChoiceNotABidder: '所選供應商沒有有效報價',
};
