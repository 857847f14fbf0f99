export default {
  notWholeAudience: '您无权导出该项目的完整记录，结果公告发布后可查看公开记录',
  resultNotPublished: '结果公告发布后竞价记录才公开',
  windowNotEnded: '报价结束后才能导出竞价记录',
};
