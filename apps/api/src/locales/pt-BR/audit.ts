export default {
  notPending: 'Este cadastro não está aguardando análise (agora: {{state}})',
  notAllowed: 'Você não pode analisar este cadastro',
  notApproved: 'Este cadastro não está aprovado (agora: {{state}}); não há aprovação a retirar',
};
