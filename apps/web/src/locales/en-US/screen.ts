/** The big screen (ScreenCount). */
export default {
  title: 'Live bidding dashboard',
  now: 'Now {{time}}',
  liveProjects: 'Live windows',
  bidders: 'Bidders online',
  quotesPerMinute: 'Quotes per minute',
  quotesToday: 'Quotes today',
  projects: 'Projects',
  liveList: 'Bidding projects',
  byState: 'Projects by state',
  byMonth: 'Budget and awarded amount by month',
  budget: 'Budget',
  awarded: 'Awarded',
  ticker: 'Updates',
  tickerEmpty: 'No updates yet',
  noLive: 'No live bidding',
};
