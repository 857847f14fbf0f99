export default {
  noCriteria: 'Set at least one scoring criterion',
  points: 'Points must be above 0, at most 100, with at most two decimals',
  duplicateName: 'This criterion name is used twice',
  totalNotFullMarks: 'The price weight and all criteria must add up to 100 points',
  kRequired: 'The difference and average-base formulas need the points off per 1% deviation',
  shortlistSizeRequired: 'Set how many bidders are shortlisted (at least 1)',
};
