export default {
  frozen: '項目當前狀態為「{{state}}」，競價設定已不能修改',
  minStep: '最小加減幅度無效（百分比須小於 100）',
  priceCap: '最高限價必須大於 0',
  startPrice: '起價無效',
  startAboveCap: '起價不能高於最高限價',
  maxQuotes: '報價次數上限須為不小於 1 的整數，或不限',
  softClose: '延時設定無效：觸發與延長秒數至少為 1，次數和總時長不能為負',
  minBidders: '最少有效供應商數為 1-9',
  disclosure: '報價公開方式無效',
};
