export default {
  manualOnlyForOther: 'Somente o método "outro" escolhe o vencedor manualmente',
  tooFewBidders: 'Menos de {{min}} licitantes fizeram propostas válidas; o projeto fracassa',
};
