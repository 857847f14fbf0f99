export default {
  noWindow: '该项目尚未设置报价时间',
  notParty: '您不是该项目的参与方，不能查看竞价大厅',
  notLive: '报价窗口未在进行中（项目状态：{{state}}）',
  alreadyPaused: '报价已处于暂停状态',
  notPaused: '报价未暂停，无需恢复',
  endNotFuture: '新的报价结束时间必须晚于当前时间和报价开始时间',
};
