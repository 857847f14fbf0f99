export default {
  userNameTaken: '用户名“{{userName}}”已被使用',
  notRejected: '只有被退回的注册可以重新提交',
  registrationClosed: '平台暂未开放注册',
};
