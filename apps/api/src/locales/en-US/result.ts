export default {
  manualOnlyForOther: 'Only the method "other" picks the winner by hand',
  tooFewBidders: 'Fewer than {{min}} bidders quoted validly; the project fails',
};
