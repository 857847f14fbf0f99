export default {
  bidding: '競價公告',
  marketResearch: '市場調研公告',
  correction: '更正公告',
  supplementary: '補充公告',
  suspension: '暫停公告',
  result: '結果公告',
  failure: '流標公告',
  researchResult: '調研結果公告',
  researchCorrection: '調研更正公告',
  researchTermination: '調研終止公告',
};
