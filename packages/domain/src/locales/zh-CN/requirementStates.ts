export default {
  created: '已创建',
  awaitingReceipt: '待接收',
  submitted: '已提交',
  awaitingReview: '已编制待审核',
  returned: '已退回',
  passed: '已通过',
};
