export default {
  awaitingDraft: 'Awaiting drafting',
  drafting: 'Drafting in progress',
  awaitingReview: 'Drafted, awaiting purchaser review',
  returned: 'Project returned',
  approved: 'Approved, not published',
  published: 'Published',
  resultPending: 'Result awaiting confirmation',
  closed: 'Project closed',
  failed: 'Project failed',
  suspended: 'Project suspended',
};
