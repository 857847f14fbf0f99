export default {
  wrongCurrentPassword: '当前密码不正确',
  cannotDisableSelf: '不能停用自己的账号',
  emailTaken: '邮箱“{{email}}”已被其他账号使用',
};
