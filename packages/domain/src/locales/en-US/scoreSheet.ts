export default {
  notABidder: 'This supplier has no valid quote and cannot be scored',
  unknownCriterion: 'This criterion does not belong to the project',
  duplicate: 'Each criterion is scored once',
  missing: 'Every criterion must be scored',
  outOfRange: 'Points must lie between 0 and the criterion maximum, with at most two decimals',
};
