export default {
  notABidder: 'Este fornecedor não tem proposta válida e não pode ser pontuado',
  unknownCriterion: 'Este critério não pertence ao projeto',
  duplicate: 'Cada critério é pontuado uma vez',
  missing: 'Todos os critérios devem ser pontuados',
  outOfRange: 'Os pontos devem ficar entre 0 e o máximo do critério, com até duas casas decimais',
};
