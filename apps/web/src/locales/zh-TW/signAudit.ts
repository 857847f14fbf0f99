/** Sign-up audit: /projectSignAudit and /projectSignRead. */
export default {
  none: '暫無報名',
  supplier: '供應商',
  submitTime: '報名時間',
  comment: '審核意見',
  status: {
    '0': '待審核',
    '1': '已通過',
    '2': '已退回',
  },
  returnTitle: '退回報名',
  passed: '報名已通過',
  returned: '報名已退回',
  confirm: {
    passTitle: '通過報名',
    pass: '通過後該供應商即可參與報價，確定通過嗎？',
  },
};
