/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: '元',
  creationTime: '创建时间',
  filterState: '按状态筛选',
  field: { reason: '原因' },
  action: { edit: '编辑', pass: '审核通过', return: '退回', confirmReturn: '确认退回', review: '审核', open: '查看', draft: '编制', publish: '发布', audit: '审核', result: '结果' },
};
