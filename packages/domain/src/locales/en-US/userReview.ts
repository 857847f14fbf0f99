export default {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
