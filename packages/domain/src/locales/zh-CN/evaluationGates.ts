export default {
  notPublished: '项目不在发布状态',
  windowNotEnded: '报价时间尚未结束',
  notSealed: '公开竞价项目无需开标',
  alreadyOpened: '报价已开启',
  notOpened: '报价尚未开启',
  notScoring: '该项目的中标方式不需要评分',
  noExperts: '尚未指派评审专家',
  scoresPending: '还有专家未提交评分',
  alreadySubmitted: '评分已提交，不能修改',
  planMissing: '尚未设置评分办法',
  panelLocked: '项目当前状态不能调整评审专家',
  planLocked: '报价开启后不能修改评分办法',
};
