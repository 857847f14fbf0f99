export default {
  auditStatuses: {
    pending: '待处理',
    passed: '通过',
    rejected: '退回',
  },
  auditTemplates: {
    projectSetup: '项目立项',
    drafting: '项目编制',
    draftingComplete: '编制完成',
    reviewRejected: '审核退回',
    reviewPassed: '审核通过',
    published: '项目发布',
    resultPending: '结果待确认',
    resultConfirmed: '结果确认',
    resultReturned: '结果退回',
    resultPublished: '结果公告发布',
    correctionPublished: '更正公告发布',
    signUpSubmitted: '报名提交',
    signUpPassed: '报名通过',
    signUpReturned: '报名退回',
  },
  reasonSeparator: '：',
};
