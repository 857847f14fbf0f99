export default {
  notPending: '該註冊不在待審核狀態（目前：{{state}}）',
  notAllowed: '您不能審核該使用者的註冊',
};
