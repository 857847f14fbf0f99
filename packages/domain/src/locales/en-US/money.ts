export default {
  malformed: 'The amount is not a valid number',
  notFinite: 'The amount must be a finite number',
  tooManyDecimals: 'The amount may have at most two decimals',
  negative: 'The amount cannot be negative',
  tooLarge: 'The amount must be below 1,000,000,000,000,000 yuan',
};
