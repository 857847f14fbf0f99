export default {
  wrongCurrentPassword: '当前密码不正确',
  cannotDisableSelf: '不能停用自己的账号',
  emailTaken: '邮箱“{{email}}”已被其他账号使用',
  cannotChangeOwnRoles: '不能移除自己账号的角色',
  roleNotHeld: '该用户没有角色“{{role}}”',
  lastRole: '这是该用户唯一的角色，如需停止其使用请停用该用户',
};
