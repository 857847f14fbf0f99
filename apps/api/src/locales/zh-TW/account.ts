export default {
  userNameTaken: '使用者名稱「{{userName}}」已被使用',
  notRejected: '只有被退回的註冊可以重新提交',
  registrationClosed: '平台暫未開放註冊',
};
