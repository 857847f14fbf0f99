export default {
  noValidQuotes: 'Não há propostas válidas',
  needsTwoQuotes: 'O método do segundo menor preço exige pelo menos duas propostas válidas',
  noneBelowAverage: 'Nenhuma proposta está abaixo da média',
  scoresRequired: 'As notas ainda não estão disponíveis',
  shortlistSizeRequired: 'Defina quantos licitantes são pré-selecionados',
  manualChoiceRequired: 'Escolha o fornecedor vencedor',
  manualReasonRequired: 'Escreva o motivo da escolha deste fornecedor',
  manualChoiceNotABidder: 'O fornecedor escolhido não tem proposta válida',
};
