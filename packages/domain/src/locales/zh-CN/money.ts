export default {
  malformed: '金额格式不正确',
  notFinite: '金额必须是有限的数字',
  tooManyDecimals: '金额最多保留两位小数',
  negative: '金额不能为负数',
  tooLarge: '金额必须小于一千万亿元',
};
