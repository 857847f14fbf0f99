export default {
  wrongCurrentPassword: 'The current password is wrong',
  cannotDisableSelf: 'You cannot disable your own account',
  emailTaken: 'The e-mail address "{{email}}" is already used by another account',
  cannotChangeOwnRoles: 'You cannot take a role from your own account',
  roleNotHeld: 'This user does not hold the role {{role}}',
  lastRole: "This is the user's only role; disable the user instead",
};
