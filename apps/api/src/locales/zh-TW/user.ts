export default {
  wrongCurrentPassword: '目前密碼不正確',
  cannotDisableSelf: '不能停用自己的帳號',
  emailTaken: '電子郵件「{{email}}」已被其他帳號使用',
};
