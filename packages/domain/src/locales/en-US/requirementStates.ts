export default {
  created: 'Created',
  awaitingReceipt: 'Awaiting receipt',
  submitted: 'Submitted',
  awaitingReview: 'Drafted, awaiting review',
  returned: 'Returned',
  passed: 'Passed',
};
