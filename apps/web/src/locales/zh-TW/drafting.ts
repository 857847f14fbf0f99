/** Agency drafting: /projectInfo. */
export default {
  start: '開始編製',
  complete: '編製完成，提交採購人審核',
  confirm: {
    startTitle: '開始編製',
    start: '確定開始編製該項目嗎？',
    completeTitle: '編製完成',
    complete: '提交後項目將交由採購人審核，期間不能再修改。確定提交嗎？',
  },
  done: {
    start: '已開始編製',
    complete: '已提交採購人審核',
  },
};
