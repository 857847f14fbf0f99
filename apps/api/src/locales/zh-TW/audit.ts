export default {
  notPending: '該註冊不在待審核狀態（目前：{{state}}）',
  notAllowed: '您不能審核該使用者的註冊',
  notApproved: '該註冊未通過審核（目前：{{state}}），沒有可撤銷的審核',
};
