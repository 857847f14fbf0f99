export default {
  onlineBidding: 'Online price bidding',
  comprehensiveScoring: 'Comprehensive scoring',
  marketResearch: 'Market research',
  preliminarySelection: 'Preliminary selection',
  comparisonSelection: 'Comparison selection',
};
