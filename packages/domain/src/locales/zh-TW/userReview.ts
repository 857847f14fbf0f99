export default {
  pending: '待審核',
  approved: '審核通過',
  rejected: '審核駁回',
};
