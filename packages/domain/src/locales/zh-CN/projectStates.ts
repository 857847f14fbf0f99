export default {
  awaitingDraft: '项目待编制',
  drafting: '项目编制中',
  awaitingReview: '已编制待采购人审核',
  returned: '项目退回',
  approved: '审核通过未发布',
  published: '已发布',
  resultPending: '结果待确认',
  closed: '项目关闭',
  failed: '项目流标',
  suspended: '项目暂停',
};
