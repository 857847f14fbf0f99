export default {
  noWindow: '該項目尚未設定報價時間',
  notParty: '您不是該項目的參與方，不能查看競價大廳',
  notLive: '報價窗口未在進行中（項目狀態：{{state}}）',
  alreadyPaused: '報價已處於暫停狀態',
  notPaused: '報價未暫停，無需恢復',
  endNotFuture: '新的報價結束時間必須晚於當前時間和報價開始時間',
};
