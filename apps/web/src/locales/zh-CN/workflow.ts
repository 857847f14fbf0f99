/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: '元',
  creationTime: '创建时间',
  filterState: '按状态筛选',
  /** Empty lists: what they would hold and the next step. */
  empty: {
    checkBid: '没有待您审核的项目。代理机构编制完成并提交后，项目会出现在这里。',
    purchaserEndBid: '没有待您确认的结果。代理机构提交结果后，可在这里确认或退回。',
    establishBid: '没有待编制的项目。接收采购人发来的需求即可开始编制。',
    establishNet: '没有待发布的项目。采购人审核通过的项目会出现在这里。',
    checkSign: '没有待审核的报名。供应商报名后，可在这里逐一审核。',
    agencyEndBid: '没有待提交结果的项目。竞价时间结束后，在这里提交结果。',
  },
  field: { reason: '原因' },
  action: {
    edit: '编辑',
    pass: '审核通过',
    return: '退回',
    confirmReturn: '确认退回',
    review: '审核',
    open: '查看',
    draft: '编制',
    publish: '发布',
    audit: '审核',
    result: '结果',
  },
};
