export default {
  noValidQuotes: 'There are no valid quotes',
  needsTwoQuotes: 'The second-lowest method needs at least two valid quotes',
  noneBelowAverage: 'No quote is below the average',
  scoresRequired: 'The scores are not available yet',
  shortlistSizeRequired: 'Set how many bidders are shortlisted',
  manualChoiceRequired: 'Choose the winning supplier',
  manualReasonRequired: 'Write the reason for choosing this supplier',
  manualChoiceNotABidder: 'The chosen supplier has no valid quote',
};
