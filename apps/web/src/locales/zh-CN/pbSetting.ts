/** Bidding settings: /projectPbSetting. */
export default {
  saved: '竞价设置已保存',
  defaults: '尚未保存设置，以下为平台默认值',
  numberRequired: '请输入数字',
  unlimitedHint: '留空表示不限次数',
  softClose: '延时竞价',
  kind: {
    amount: '金额',
    percent: '百分比',
  },
  trigger: {
    any: '任意有效报价',
    best: '最优报价变化',
  },
  field: {
    minStep: '最小降（加）价幅度',
    minStepKind: '幅度类型',
    mustBeatBest: '须优于当前最优报价',
    priceCap: '最高限价',
    startPrice: '起价',
    maxQuotes: '每家最多报价次数',
    minBidders: '最少有效供应商数',
    disclosure: '报价公开方式',
    enabled: '启用延时',
    triggerSeconds: '触发时段（秒）',
    extendSeconds: '每次延长（秒）',
    trigger: '触发条件',
    maxExtensions: '最多延长次数',
    maxTotalExtensionSeconds: '累计延长上限（秒）',
  },
};
