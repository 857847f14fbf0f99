export default {
  noCriteria: '請至少設定一項評分因素',
  points: '分值須大於 0、不超過 100，最多兩位小數',
  duplicateName: '評分因素名稱重複',
  totalNotFullMarks: '價格分與各評分因素滿分之和須為 100 分',
  kRequired: '差額法和平均基準價法須填寫每偏離 1% 的扣分',
  shortlistSizeRequired: '請設定入圍數量（不少於 1）',
};
