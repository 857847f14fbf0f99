export default {
  onlineBidding: '网上竞价',
  comprehensiveScoring: '综合评分',
  marketResearch: '市场调研',
  preliminarySelection: '入围遴选',
  comparisonSelection: '比选',
};
