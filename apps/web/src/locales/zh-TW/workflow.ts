/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: '元',
  creationTime: '創建時間',
  filterState: '按狀態篩選',
  field: { reason: '原因' },
  action: { edit: '編輯', pass: '審核通過', return: '退回', confirmReturn: '確認退回', review: '審核', open: '查看', draft: '編製', publish: '發布', audit: '審核', result: '結果' },
};
