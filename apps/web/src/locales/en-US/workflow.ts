/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: 'yuan',
  creationTime: 'Created',
  filterState: 'Filter by state',
  field: { reason: 'Reason' },
  action: { edit: 'Edit', pass: 'Pass', return: 'Return', confirmReturn: 'Return it', review: 'Review', open: 'Open', draft: 'Draft', publish: 'Publish', audit: 'Audit', result: 'Result' },
};
