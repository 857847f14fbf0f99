/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: 'yuan',
  creationTime: 'Created',
  filterState: 'Filter by state',
  /** Empty lists: what they would hold and the next step. */
  empty: {
    checkBid: 'No project waits for your review. Once the agency submits a drafted project, it appears here.',
    purchaserEndBid:
      'No result waits for your confirmation. Once the agency submits a result, confirm or return it here.',
    establishBid: 'No project to draft. Receive a requirement a purchaser sent you to start drafting.',
    establishNet: 'No project to publish. Projects the purchaser approved appear here.',
    checkSign: 'No sign-up waits for your audit. Once suppliers sign up, audit them here.',
    agencyEndBid: 'No result to submit. Once a quote window ends, submit its result here.',
  },
  field: { reason: 'Reason' },
  action: {
    edit: 'Edit',
    pass: 'Pass',
    return: 'Return',
    confirmReturn: 'Return it',
    review: 'Review',
    open: 'Open',
    draft: 'Draft',
    publish: 'Publish',
    audit: 'Audit',
    result: 'Result',
  },
};
