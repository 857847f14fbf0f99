export default {
  projectNotClosed: '项目结束（状态 7）后才能创建合同',
  noWinner: '该项目没有中标供应商',
  exists: '该项目已有合同',
  notEditable: '合同已签署，不能修改',
};
