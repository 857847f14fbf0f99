export default {
  notEditable: '需求当前状态为“{{state}}”，不能修改',
  noAgency: '请先选择代理机构',
};
