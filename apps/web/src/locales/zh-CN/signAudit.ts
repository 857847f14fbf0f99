/** Sign-up audit: /projectSignAudit and /projectSignRead. */
export default {
  none: '暂无报名',
  supplier: '供应商',
  submitTime: '报名时间',
  comment: '审核意见',
  status: {
    '0': '待审核',
    '1': '已通过',
    '2': '已退回',
  },
  returnTitle: '退回报名',
  passed: '报名已通过',
  returned: '报名已退回',
  confirm: {
    passTitle: '通过报名',
    pass: '通过后该供应商即可参与报价，确定通过吗？',
  },
};
