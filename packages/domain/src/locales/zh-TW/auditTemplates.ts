export default {
  auditStatuses: {
    pending: '待處理',
    passed: '通過',
    rejected: '退回',
  },
  auditTemplates: {
    projectSetup: '項目立項',
    drafting: '項目編製',
    draftingComplete: '編製完成',
    reviewRejected: '審核退回',
    reviewPassed: '審核通過',
    published: '項目發布',
    resultPending: '結果待確認',
    resultConfirmed: '結果確認',
    resultReturned: '結果退回',
    resultPublished: '結果公告發布',
    correctionPublished: '更正公告發布',
    signUpSubmitted: '報名提交',
    signUpPassed: '報名通過',
    signUpReturned: '報名退回',
  },
  reasonSeparator: '：',
};
