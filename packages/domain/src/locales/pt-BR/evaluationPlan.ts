export default {
  noCriteria: 'Defina pelo menos um critério de pontuação',
  points: 'Os pontos devem ser maiores que 0, no máximo 100, com até duas casas decimais',
  duplicateName: 'Este nome de critério está repetido',
  totalNotFullMarks: 'O peso do preço e todos os critérios devem somar 100 pontos',
  kRequired: 'As fórmulas de diferença e preço-base médio exigem os pontos descontados por 1% de desvio',
  shortlistSizeRequired: 'Defina quantos licitantes são pré-selecionados (pelo menos 1)',
};
