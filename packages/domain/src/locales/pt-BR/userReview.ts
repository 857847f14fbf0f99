export default {
  pending: 'Aguardando análise',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
};
