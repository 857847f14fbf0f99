/** The big screen (ScreenCount). */
export default {
  title: '云采购实时竞价数据大屏',
  now: '当前时间 {{time}}',
  liveProjects: '进行中的竞价',
  bidders: '在线报价供应商',
  quotesPerMinute: '每分钟报价',
  quotesToday: '今日报价',
  projects: '项目总数',
  liveList: '竞价项目',
  byState: '项目状态分布',
  byMonth: '月度采购金额与成交金额',
  budget: '预算金额',
  awarded: '成交金额',
  ticker: '动态',
  tickerEmpty: '暂无新的动态',
  noLive: '暂无进行中的竞价',
};
