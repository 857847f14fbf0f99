export default {
  bidding: '竞价公告',
  marketResearch: '市场调研公告',
  correction: '更正公告',
  supplementary: '补充公告',
  suspension: '暂停公告',
  result: '结果公告',
  failure: '流标公告',
  researchResult: '调研结果公告',
  researchCorrection: '调研更正公告',
  researchTermination: '调研终止公告',
};
