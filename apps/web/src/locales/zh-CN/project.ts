/** The project layout: side menu and the project record drawer. */
export default {
  menu: '项目菜单',
  record: '项目记录',
  recordEmpty: '暂无项目记录',
  sponsor: '发起人',
  handler: '处理角色',
  loadFailed: '项目信息加载失败',
  missingId: '缺少项目编号',
  noMenu: '该项目类型没有项目菜单',
};
