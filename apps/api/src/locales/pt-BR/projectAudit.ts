export default {
  notOwn: 'Você só pode editar registros que escreveu',
};
