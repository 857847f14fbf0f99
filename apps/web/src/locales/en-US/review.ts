/** Reviews and results: /ProjectInfoRead, /projectQuoteAudit, /projectPbResultAudit. */
export default {
  passed: 'Project passed',
  returned: 'Project returned',
  returnTitle: 'Return the project',
  confirm: { passTitle: 'Pass', pass: 'Once passed, the agency may publish the project. Pass it?' },
};
