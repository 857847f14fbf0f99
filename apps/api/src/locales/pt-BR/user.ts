export default {
  wrongCurrentPassword: 'A senha atual está incorreta',
  cannotDisableSelf: 'Você não pode desativar sua própria conta',
  emailTaken: 'O e-mail "{{email}}" já é usado por outra conta',
};
