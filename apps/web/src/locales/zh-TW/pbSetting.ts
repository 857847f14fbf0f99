/** Bidding settings: /projectPbSetting. */
export default {
  saved: '競價設置已保存',
  defaults: '尚未保存設置，以下為平台預設值',
  numberRequired: '請輸入數字',
  unlimitedHint: '留空表示不限次數',
  softClose: '延時競價',
  kind: {
    amount: '金額',
    percent: '百分比',
  },
  trigger: {
    any: '任意有效報價',
    best: '最優報價變化',
  },
  field: {
    minStep: '最小降（加）價幅度',
    minStepKind: '幅度類型',
    mustBeatBest: '須優於當前最優報價',
    priceCap: '最高限價',
    startPrice: '起價',
    maxQuotes: '每家最多報價次數',
    minBidders: '最少有效供應商數',
    disclosure: '報價公開方式',
    enabled: '啟用延時',
    triggerSeconds: '觸發時段（秒）',
    extendSeconds: '每次延長（秒）',
    trigger: '觸發條件',
    maxExtensions: '最多延長次數',
    maxTotalExtensionSeconds: '累計延長上限（秒）',
  },
};
