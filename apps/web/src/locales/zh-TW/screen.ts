/** The big screen (ScreenCount). */
export default {
  title: '雲採購即時競價數據大屏',
  now: '目前時間 {{time}}',
  liveProjects: '進行中的競價',
  bidders: '線上報價供應商',
  quotesPerMinute: '每分鐘報價',
  quotesToday: '今日報價',
  projects: '項目總數',
  liveList: '競價項目',
  byState: '項目狀態分布',
  byMonth: '月度採購金額與成交金額',
  budget: '預算金額',
  awarded: '成交金額',
  ticker: '動態',
  tickerEmpty: '暫無新的動態',
  noLive: '暫無進行中的競價',
};
