export default {
  biddingDefaults: 'The default bidding settings are not valid',
};
