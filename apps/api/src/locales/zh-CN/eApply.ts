export default {
  closed: '项目当前状态为“{{state}}”或报名已截止，不能报名',
  alreadySubmitted: '已报名（当前：{{status}}），只有被退回的报名可以重新提交',
  notPending: '该报名不在待审核状态（当前：{{status}}）',
};
