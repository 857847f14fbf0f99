export default {
  waiting: 'Disputa em andamento',
  awaitingOpening: 'Aguardando abertura',
  toScore: 'A pontuar',
  submitted: 'Pontuação enviada',
  closed: 'Avaliação encerrada',
  noScoring: 'Sem pontuação',
};
