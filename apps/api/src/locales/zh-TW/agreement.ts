export default {
  projectNotClosed: '項目結束（狀態 7）後才能建立合同',
  noWinner: '該項目沒有中標供應商',
  exists: '該項目已有合同',
  notEditable: '合同已簽署，不能修改',
};
