export default {
  unexpectedCharacter: 'The filter is not valid: character {{at}}, “{{char}}”, is not understood',
  unterminatedString: 'The filter is not valid: the text starting at character {{at}} has no closing quote',
  tooLong: 'The filter is not valid: it may be at most {{max}} characters long',
  tooDeep: 'The filter is not valid: parentheses may nest at most {{max}} deep',
  expectedField: 'The filter is not valid: a field name was expected at character {{at}}',
  expectedOperator:
    'The filter is not valid: an operator (such as =, >=, contains, in) was expected at character {{at}}',
  tooManyComparisons: 'The filter is not valid: it may hold at most {{max}} comparisons',
  expectedValue:
    'The filter is not valid: a value (a number, quoted text, true, false or null) was expected at character {{at}}',
  tooManyValues: 'The filter is not valid: an in list may hold at most {{max}} values',
  expectedToken: 'The filter is not valid: “{{token}}” was expected at character {{at}}',
  trailingText:
    'The filter is not valid: the text from character {{at}} on is left over (join conditions with and or or)',
  badSortingTerm: 'The sorting is not valid: “{{term}}” should read “field [asc|desc]”',
  nullComparison: 'The filter is not valid: {{field}} can be compared with null only by = or !=',
  expectsNumber: 'The filter is not valid: {{field}} compares with a number',
  expectsBoolean: 'The filter is not valid: {{field}} compares with true or false',
  expectsDate: "The filter is not valid: {{field}} compares with a date (such as '2026-12-01')",
  numberOutOfRange: 'The filter is not valid: {{field}} compares with a whole number from {{min}} to {{max}}',
  textOperatorOnly: 'The filter is not valid: contains and startsWith search text, and {{field}} is not text',
};
