export default {
  malformed: '金額格式不正確',
  notFinite: '金額必須是有限的數字',
  tooManyDecimals: '金額最多保留兩位小數',
  negative: '金額不能為負數',
  tooLarge: '金額必須小於一千萬億元',
};
