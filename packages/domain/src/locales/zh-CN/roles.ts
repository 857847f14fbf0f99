export default {
  purchaser: '采购人',
  agency: '代理机构',
  supplier: '供应商',
  expert: '评审专家',
  admin: '管理员',
};
