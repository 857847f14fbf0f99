export default {
  noWindow: '該項目尚未設定報價時間',
  notParty: '您不是該項目的參與方，不能查看報價大廳',
  notLive: '報價窗口未在進行中（項目狀態：{{state}}）',
  alreadyPaused: '報價已處於暫停狀態',
  notPaused: '報價未暫停，無需恢復',
  endTooSoon: '新的報價結束時間必須晚於當前時間和報價開始時間至少 {{minutes}} 分鐘',
  endTooFar: '每次最多只能將報價結束時間延後 {{hours}} 小時',
  windowTooLong: '報價窗口總時長不能超過 {{days}} 天',
};
