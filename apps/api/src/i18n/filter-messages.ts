import type { Labels } from '@bidhall/domain/lang';
import type { FilterFault } from '@bidhall/contracts/abp/filter';

/**
 * Why a list's `Filter` or `Sorting` was refused (contracts' FilterSyntaxError), in the caller's
 * language. `{at}` is the character the fault was found at, counted from 1.
 */
export const FILTER_MESSAGES = {
  'filter.unexpectedCharacter': {
    'zh-CN': '筛选条件无效：第 {at} 个字符“{char}”无法识别',
    'zh-TW': '篩選條件無效：第 {at} 個字元「{char}」無法識別',
    'en-US': 'The filter is not valid: character {at}, “{char}”, is not understood',
    'pt-BR': 'O filtro não é válido: o caractere {at}, “{char}”, não é reconhecido',
  },
  'filter.unterminatedString': {
    'zh-CN': '筛选条件无效：第 {at} 个字符开始的文本缺少结束引号',
    'zh-TW': '篩選條件無效：第 {at} 個字元開始的文字缺少結束引號',
    'en-US': 'The filter is not valid: the text starting at character {at} has no closing quote',
    'pt-BR': 'O filtro não é válido: o texto que começa no caractere {at} não tem aspas de fechamento',
  },
  'filter.tooLong': {
    'zh-CN': '筛选条件无效：长度不能超过 {max} 个字符',
    'zh-TW': '篩選條件無效：長度不能超過 {max} 個字元',
    'en-US': 'The filter is not valid: it may be at most {max} characters long',
    'pt-BR': 'O filtro não é válido: ele pode ter no máximo {max} caracteres',
  },
  'filter.tooDeep': {
    'zh-CN': '筛选条件无效：括号嵌套不能超过 {max} 层',
    'zh-TW': '篩選條件無效：括號巢狀不能超過 {max} 層',
    'en-US': 'The filter is not valid: parentheses may nest at most {max} deep',
    'pt-BR': 'O filtro não é válido: os parênteses podem se aninhar no máximo {max} níveis',
  },
  'filter.expectedField': {
    'zh-CN': '筛选条件无效：第 {at} 个字符处应为字段名',
    'zh-TW': '篩選條件無效：第 {at} 個字元處應為欄位名稱',
    'en-US': 'The filter is not valid: a field name was expected at character {at}',
    'pt-BR': 'O filtro não é válido: esperava-se o nome de um campo no caractere {at}',
  },
  'filter.expectedOperator': {
    'zh-CN': '筛选条件无效：第 {at} 个字符处应为比较符（如 =、>=、contains、in）',
    'zh-TW': '篩選條件無效：第 {at} 個字元處應為比較運算子（如 =、>=、contains、in）',
    'en-US': 'The filter is not valid: an operator (such as =, >=, contains, in) was expected at character {at}',
    'pt-BR': 'O filtro não é válido: esperava-se um operador (como =, >=, contains, in) no caractere {at}',
  },
  'filter.tooManyComparisons': {
    'zh-CN': '筛选条件无效：比较不能超过 {max} 个',
    'zh-TW': '篩選條件無效：比較不能超過 {max} 個',
    'en-US': 'The filter is not valid: it may hold at most {max} comparisons',
    'pt-BR': 'O filtro não é válido: ele pode ter no máximo {max} comparações',
  },
  'filter.expectedValue': {
    'zh-CN': '筛选条件无效：第 {at} 个字符处应为值（数字、带引号的文本、true、false 或 null）',
    'zh-TW': '篩選條件無效：第 {at} 個字元處應為值（數字、帶引號的文字、true、false 或 null）',
    'en-US':
      'The filter is not valid: a value (a number, quoted text, true, false or null) was expected at character {at}',
    'pt-BR':
      'O filtro não é válido: esperava-se um valor (número, texto entre aspas, true, false ou null) no caractere {at}',
  },
  'filter.tooManyValues': {
    'zh-CN': '筛选条件无效：in 列表不能超过 {max} 个值',
    'zh-TW': '篩選條件無效：in 清單不能超過 {max} 個值',
    'en-US': 'The filter is not valid: an in list may hold at most {max} values',
    'pt-BR': 'O filtro não é válido: uma lista in pode ter no máximo {max} valores',
  },
  'filter.expectedToken': {
    'zh-CN': '筛选条件无效：第 {at} 个字符处应为“{token}”',
    'zh-TW': '篩選條件無效：第 {at} 個字元處應為「{token}」',
    'en-US': 'The filter is not valid: “{token}” was expected at character {at}',
    'pt-BR': 'O filtro não é válido: esperava-se “{token}” no caractere {at}',
  },
  'filter.trailingText': {
    'zh-CN': '筛选条件无效：第 {at} 个字符起的内容多余（条件之间请用 and 或 or 连接）',
    'zh-TW': '篩選條件無效：第 {at} 個字元起的內容多餘（條件之間請用 and 或 or 連接）',
    'en-US': 'The filter is not valid: the text from character {at} on is left over (join conditions with and or or)',
    'pt-BR': 'O filtro não é válido: o texto a partir do caractere {at} sobra (una as condições com and ou or)',
  },
  'filter.badSortingTerm': {
    'zh-CN': '排序条件无效：“{term}”应为“字段名 [asc|desc]”',
    'zh-TW': '排序條件無效：「{term}」應為「欄位名稱 [asc|desc]」',
    'en-US': 'The sorting is not valid: “{term}” should read “field [asc|desc]”',
    'pt-BR': 'A ordenação não é válida: “{term}” deveria ser “campo [asc|desc]”',
  },
  'filter.nullComparison': {
    'zh-CN': '筛选条件无效：字段 {field} 与 null 只能用 = 或 != 比较',
    'zh-TW': '篩選條件無效：欄位 {field} 與 null 只能用 = 或 != 比較',
    'en-US': 'The filter is not valid: {field} can be compared with null only by = or !=',
    'pt-BR': 'O filtro não é válido: {field} só pode ser comparado com null por = ou !=',
  },
  'filter.expectsNumber': {
    'zh-CN': '筛选条件无效：字段 {field} 只能与数字比较',
    'zh-TW': '篩選條件無效：欄位 {field} 只能與數字比較',
    'en-US': 'The filter is not valid: {field} compares with a number',
    'pt-BR': 'O filtro não é válido: {field} é comparado com um número',
  },
  'filter.expectsBoolean': {
    'zh-CN': '筛选条件无效：字段 {field} 只能与 true 或 false 比较',
    'zh-TW': '篩選條件無效：欄位 {field} 只能與 true 或 false 比較',
    'en-US': 'The filter is not valid: {field} compares with true or false',
    'pt-BR': 'O filtro não é válido: {field} é comparado com true ou false',
  },
  'filter.numberOutOfRange': {
    'zh-CN': '筛选条件无效：字段 {field} 只能与 {min} 到 {max} 之间的整数比较',
    'zh-TW': '篩選條件無效：欄位 {field} 只能與 {min} 到 {max} 之間的整數比較',
    'en-US': 'The filter is not valid: {field} compares with a whole number from {min} to {max}',
    'pt-BR': 'O filtro não é válido: {field} é comparado com um número inteiro de {min} a {max}',
  },
  'filter.textOperatorOnly': {
    'zh-CN': '筛选条件无效：contains 和 startsWith 只能用于文本字段，{field} 不是文本',
    'zh-TW': '篩選條件無效：contains 和 startsWith 只能用於文字欄位，{field} 不是文字',
    'en-US': 'The filter is not valid: contains and startsWith search text, and {field} is not text',
    'pt-BR': 'O filtro não é válido: contains e startsWith buscam texto, e {field} não é texto',
  },
  'filter.expectsDate': {
    'zh-CN': "筛选条件无效：字段 {field} 只能与日期比较（如 '2026-12-01'）",
    'zh-TW': "篩選條件無效：欄位 {field} 只能與日期比較（如 '2026-12-01'）",
    'en-US': "The filter is not valid: {field} compares with a date (such as '2026-12-01')",
    'pt-BR': "O filtro não é válido: {field} é comparado com uma data (como '2026-12-01')",
  },
} satisfies Record<`filter.${FilterFault}`, Labels>;
