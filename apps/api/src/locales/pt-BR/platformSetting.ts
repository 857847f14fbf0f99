export default {
  biddingDefaults: 'As configurações de lance padrão não são válidas',
};
