export default {
  purchaser: '採購人',
  agency: '代理機構',
  supplier: '供應商',
  expert: '評審專家',
  admin: '管理員',
};
