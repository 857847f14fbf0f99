export default {
  notPublished: '項目不在發布狀態',
  windowNotEnded: '報價時間尚未結束',
  notSealed: '公開競價項目無需開標',
  alreadyOpened: '報價已開啟',
  notOpened: '報價尚未開啟',
  notScoring: '該項目的中標方式不需要評分',
  noExperts: '尚未指派評審專家',
  scoresPending: '還有專家未提交評分',
  alreadySubmitted: '評分已提交，不能修改',
  planMissing: '尚未設定評分辦法',
  panelLocked: '項目當前狀態不能調整評審專家',
  planLocked: '報價開啟後不能修改評分辦法',
};
