export default {
  frozen: 'O projeto está atualmente em "{{state}}"; as configurações de lances não podem mais mudar',
  minStep: 'O passo mínimo não é válido (um percentual deve ser menor que 100)',
  priceCap: 'O preço máximo deve ser maior que 0',
  startPrice: 'O preço inicial não é válido',
  startAboveCap: 'O preço inicial não pode ser maior que o preço máximo',
  maxQuotes: 'O limite de propostas é um número inteiro de pelo menos 1, ou nenhum',
  softClose:
    'Prorrogação: gatilho e extensão precisam de pelo menos 1 segundo; contagens e totais não podem ser negativos',
  minBidders: 'O número mínimo de licitantes é de 1 a 9',
  disclosure: 'O modo de divulgação de preços não é válido',
  floor: 'O preço mínimo não é um valor válido',
  floorAboveCap: 'O preço mínimo deve ficar abaixo do preço máximo',
  floorPercent: 'O preço mínimo como parcela do orçamento é uma porcentagem inteira de 1 a 99',
  abnormalLowPercent: 'O limite de preço anormalmente baixo é uma porcentagem inteira de 0 (desligado) a 99',
};
