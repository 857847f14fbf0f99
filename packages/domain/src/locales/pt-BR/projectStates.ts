export default {
  awaitingDraft: 'Aguardando elaboração',
  drafting: 'Em elaboração',
  awaitingReview: 'Elaborado, aguardando revisão do comprador',
  returned: 'Projeto devolvido',
  approved: 'Aprovado, não publicado',
  published: 'Publicado',
  resultPending: 'Resultado aguardando confirmação',
  closed: 'Projeto encerrado',
  failed: 'Projeto fracassado',
  suspended: 'Projeto suspenso',
};
