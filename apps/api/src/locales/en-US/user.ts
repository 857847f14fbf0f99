export default {
  wrongCurrentPassword: 'The current password is wrong',
  cannotDisableSelf: 'You cannot disable your own account',
  emailTaken: 'The e-mail address "{{email}}" is already used by another account',
};
