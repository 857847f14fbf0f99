export default {
  malformed: 'O valor não é um número válido',
  notFinite: 'O valor deve ser um número finito',
  tooManyDecimals: 'O valor pode ter no máximo duas casas decimais',
  negative: 'O valor não pode ser negativo',
  tooLarge: 'O valor deve ser inferior a 1.000.000.000.000.000 yuans',
};
