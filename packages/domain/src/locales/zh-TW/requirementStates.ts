export default {
  created: '已創建',
  awaitingReceipt: '待接收',
  submitted: '已提交',
  awaitingReview: '已編製待審核',
  returned: '已退回',
  passed: '已通過',
};
