export default {
  wrongCurrentPassword: 'A senha atual está incorreta',
  cannotDisableSelf: 'Você não pode desativar sua própria conta',
  emailTaken: 'O e-mail "{{email}}" já é usado por outra conta',
  cannotChangeOwnRoles: 'Você não pode retirar um papel da sua própria conta',
  roleNotHeld: 'Este usuário não tem o papel {{role}}',
  lastRole: 'Este é o único papel do usuário; desative o usuário em vez disso',
};
