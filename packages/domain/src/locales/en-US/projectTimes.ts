export default {
  invalidTime: 'The time is not valid.',
  applyNotFuture: 'The sign-up deadline must be later than now.',
  applyAfterQuoteStart: 'The sign-up deadline cannot be later than the start of quoting.',
  windowEmpty: 'The end of quoting must be later than its start.',
  movedBackward: 'A correction can only move times later.',
  intoPast: 'A corrected time cannot lie in the past.',
  quoteStarted: 'Quoting has started; its start time can no longer change.',
};
