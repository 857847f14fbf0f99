/** Reviews and results: /ProjectInfoRead, /projectQuoteAudit, /projectPbResultAudit. */
export default {
  passed: '項目已審核通過',
  returned: '項目已退回',
  returnTitle: '退回項目',
  confirm: { passTitle: '審核通過', pass: '通過後代理機構即可發布該項目，確定通過嗎？' },
};
