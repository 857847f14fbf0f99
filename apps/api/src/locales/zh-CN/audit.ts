export default {
  notPending: '该注册不在待审核状态（当前：{{state}}）',
  notAllowed: '您不能审核该用户的注册',
  notApproved: '该注册未通过审核（当前：{{state}}），没有可撤销的审核',
};
