export default {
  notABidder: '该供应商没有有效报价，不能评分',
  unknownCriterion: '评分因素不属于该项目',
  duplicate: '同一评分因素只能打分一次',
  missing: '每项评分因素都须打分',
  outOfRange: '得分须在 0 到该项满分之间，最多两位小数',
};
