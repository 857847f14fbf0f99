export default {
  biddingDefaults: '默认竞价设置无效',
};
