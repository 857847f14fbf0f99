/** Reviews and results: /ProjectInfoRead, /projectQuoteAudit, /projectPbResultAudit. */
export default {
  passed: '项目已审核通过',
  returned: '项目已退回',
  returnTitle: '退回项目',
  confirm: { passTitle: '审核通过', pass: '通过后代理机构即可发布该项目，确定通过吗？' },
};
