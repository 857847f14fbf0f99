export default {
  created: 'Criado',
  awaitingReceipt: 'Aguardando recebimento',
  submitted: 'Enviado',
  awaitingReview: 'Elaborado, aguardando revisão',
  returned: 'Devolvido',
  passed: 'Aprovado',
};
