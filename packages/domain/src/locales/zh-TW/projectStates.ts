export default {
  awaitingDraft: '項目待編製',
  drafting: '項目編製中',
  awaitingReview: '已編製待採購人審核',
  returned: '項目退回',
  approved: '審核通過未發布',
  published: '已發布',
  resultPending: '結果待確認',
  closed: '項目關閉',
  failed: '項目流標',
  suspended: '項目暫停',
};
