export default {
  unexpectedCharacter: 'O filtro não é válido: o caractere {{at}}, “{{char}}”, não é reconhecido',
  unterminatedString: 'O filtro não é válido: o texto que começa no caractere {{at}} não tem aspas de fechamento',
  tooLong: 'O filtro não é válido: ele pode ter no máximo {{max}} caracteres',
  tooDeep: 'O filtro não é válido: os parênteses podem se aninhar no máximo {{max}} níveis',
  expectedField: 'O filtro não é válido: esperava-se o nome de um campo no caractere {{at}}',
  expectedOperator: 'O filtro não é válido: esperava-se um operador (como =, >=, contains, in) no caractere {{at}}',
  tooManyComparisons: 'O filtro não é válido: ele pode ter no máximo {{max}} comparações',
  expectedValue:
    'O filtro não é válido: esperava-se um valor (número, texto entre aspas, true, false ou null) no caractere {{at}}',
  tooManyValues: 'O filtro não é válido: uma lista in pode ter no máximo {{max}} valores',
  expectedToken: 'O filtro não é válido: esperava-se “{{token}}” no caractere {{at}}',
  trailingText: 'O filtro não é válido: o texto a partir do caractere {{at}} sobra (una as condições com and ou or)',
  badSortingTerm: 'A ordenação não é válida: “{{term}}” deveria ser “campo [asc|desc]”',
  nullComparison: 'O filtro não é válido: {{field}} só pode ser comparado com null por = ou !=',
  expectsNumber: 'O filtro não é válido: {{field}} é comparado com um número',
  expectsBoolean: 'O filtro não é válido: {{field}} é comparado com true ou false',
  expectsDate: "O filtro não é válido: {{field}} é comparado com uma data (como '2026-12-01')",
};
