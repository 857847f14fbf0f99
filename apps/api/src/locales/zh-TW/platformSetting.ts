export default {
  biddingDefaults: '預設競價設定無效',
};
