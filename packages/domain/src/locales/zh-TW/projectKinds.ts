export default {
  onlineBidding: '網上競價',
  comprehensiveScoring: '綜合評分',
  marketResearch: '市場調研',
  preliminarySelection: '入圍遴選',
  comparisonSelection: '比選',
};
