export default {
  pending: '待审核',
  approved: '审核通过',
  rejected: '审核驳回',
};
