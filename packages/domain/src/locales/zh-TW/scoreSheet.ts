export default {
  notABidder: '該供應商沒有有效報價，不能評分',
  unknownCriterion: '評分因素不屬於該項目',
  duplicate: '同一評分因素只能評分一次',
  missing: '每項評分因素都須評分',
  outOfRange: '得分須在 0 到該項滿分之間，最多兩位小數',
};
