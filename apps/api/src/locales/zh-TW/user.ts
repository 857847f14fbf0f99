export default {
  wrongCurrentPassword: '目前密碼不正確',
  cannotDisableSelf: '不能停用自己的帳號',
  emailTaken: '電子郵件「{{email}}」已被其他帳號使用',
  cannotChangeOwnRoles: '不能移除自己帳號的角色',
  roleNotHeld: '該使用者沒有角色「{{role}}」',
  lastRole: '這是該使用者唯一的角色，如需停止其使用請停用該使用者',
};
