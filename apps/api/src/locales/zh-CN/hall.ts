export default {
  noWindow: '该项目尚未设置报价时间',
  notParty: '您不是该项目的参与方，不能查看报价大厅',
  notLive: '报价窗口未在进行中（项目状态：{{state}}）',
  alreadyPaused: '报价已处于暂停状态',
  notPaused: '报价未暂停，无需恢复',
  endTooSoon: '新的报价结束时间必须晚于当前时间和报价开始时间至少 {{minutes}} 分钟',
  endTooFar: '每次最多只能将报价结束时间推后 {{hours}} 小时',
  windowTooLong: '报价窗口总时长不能超过 {{days}} 天',
};
