/** Shared texts of the workflow lists and project pages. */
export default {
  yuan: '元',
  creationTime: '創建時間',
  filterState: '按狀態篩選',
  /** Empty lists: what they would hold and the next step. */
  empty: {
    checkBid: '沒有待您審核的項目。代理機構編製完成並提交後，項目會出現在這裡。',
    purchaserEndBid: '沒有待您確認的結果。代理機構提交結果後，可在這裡確認或退回。',
    establishBid: '沒有待編製的項目。接收採購人發來的需求即可開始編製。',
    establishNet: '沒有待發布的項目。採購人審核通過的項目會出現在這裡。',
    checkSign: '沒有待審核的報名。供應商報名後，可在這裡逐一審核。',
    agencyEndBid: '沒有待提交結果的項目。競價時間結束後，在這裡提交結果。',
  },
  field: { reason: '原因' },
  action: {
    edit: '編輯',
    pass: '審核通過',
    return: '退回',
    confirmReturn: '確認退回',
    review: '審核',
    open: '查看',
    draft: '編製',
    publish: '發布',
    audit: '審核',
    result: '結果',
  },
};
