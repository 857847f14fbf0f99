/** Contracts: /myAgreement and /projectAgreementManage. */
export default {
  field: { title: '合同名称', contractNum: '合同编号', amount: '合同金额', content: '合同内容' },
  project: '项目名称',
  supplier: '中标供应商',
  status: '合同状态',
  created: '创建时间',
  empty: '暂无合同',
  create: '创建合同',
  saved: '合同已创建',
  notClosed: '项目结束（已定标）后方可为中标供应商创建合同',
  sign: '签署',
  archive: '归档',
  confirm: {
    signTitle: '签署合同',
    sign: '签署后合同内容不可再修改，确定签署吗？',
    archiveTitle: '归档合同',
    archive: '归档后合同将被封存，确定归档吗？',
  },
  moved: { sign: '合同已签署', archive: '合同已归档' },
};
