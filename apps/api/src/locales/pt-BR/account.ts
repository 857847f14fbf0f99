export default {
  userNameTaken: 'O nome de usuário "{{userName}}" já está em uso',
  notRejected: 'Somente um cadastro devolvido pode ser reenviado',
  registrationClosed: 'O cadastro está fechado nesta plataforma',
};
