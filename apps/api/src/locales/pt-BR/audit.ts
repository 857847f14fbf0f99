export default {
  notPending: 'Este cadastro não está aguardando análise (agora: {{state}})',
  notAllowed: 'Você não pode analisar este cadastro',
};
