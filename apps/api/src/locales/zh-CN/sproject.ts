export default {
  createAsPurchaser: '新项目由采购人创建；代理机构请从采购需求编制项目',
  notEditable: '项目当前状态为“{{state}}”，不能修改',
  notDeletable: '项目当前状态为“{{state}}”，已发布的项目不能删除',
  unknownCompany: '代理机构不存在',
  numTaken: '项目编号“{{projectNum}}”已被使用',
  settingsInvalid: '竞价设置不完整或无效，不能完成编制',
  timesMissing: '请先填写报名截止时间和报价时间',
  windowNotOver: '报价尚未结束，不能提交结果',
  tooFewBidders: '有效报价供应商不足 {{min}} 家，项目应流标',
  notAnAgency: '所选单位不是代理机构，请选择代理机构',
  noNoticeToSend: '该操作本身不发布公告：请在项目公告页起草并发布其公告',
};
