export default {
  frozen: 'The project is currently "{{state}}"; its bidding settings can no longer change',
  minStep: 'The minimum step is not valid (a percentage must be below 100)',
  priceCap: 'The price cap must be above 0',
  startPrice: 'The starting price is not valid',
  startAboveCap: 'The starting price cannot be above the price cap',
  maxQuotes: 'The quote limit is a whole number of at least 1, or none',
  softClose: 'Soft close: trigger and extension need at least 1 second; counts and totals cannot be negative',
  minBidders: 'The minimum number of bidders is 1 to 9',
  disclosure: 'The price disclosure mode is not valid',
};
