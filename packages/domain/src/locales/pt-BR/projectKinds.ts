export default {
  onlineBidding: 'Licitação de preço online',
  comprehensiveScoring: 'Pontuação abrangente',
  marketResearch: 'Pesquisa de mercado',
  preliminarySelection: 'Pré-seleção',
  comparisonSelection: 'Seleção comparativa',
};
