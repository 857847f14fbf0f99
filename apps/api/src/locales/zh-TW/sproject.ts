export default {
  createAsPurchaser: '新項目由採購人建立；代理機構請從採購需求編製項目',
  notEditable: '項目當前狀態為「{{state}}」，不能修改',
  notDeletable: '項目當前狀態為「{{state}}」，已發布的項目不能刪除',
  unknownCompany: '代理機構不存在',
  numTaken: '項目編號「{{projectNum}}」已被使用',
  settingsInvalid: '競價設定不完整或無效，不能完成編製',
  timesMissing: '請先填寫報名截止時間和報價時間',
  windowNotOver: '報價尚未結束，不能提交結果',
  tooFewBidders: '有效報價供應商不足 {{min}} 家，項目應流標',
  notAnAgency: '所選單位不是代理機構，請選擇代理機構',
  noNoticeToSend: '該操作本身不發布公告：請在項目公告頁起草並發布其公告',
};
