/** Contracts: /myAgreement and /projectAgreementManage. */
export default {
  field: { title: '合同名稱', contractNum: '合同編號', amount: '合同金額', content: '合同內容' },
  project: '項目名稱',
  supplier: '得標供應商',
  status: '合同狀態',
  created: '建立時間',
  empty: '暫無合同',
  create: '建立合同',
  saved: '合同已建立',
  notClosed: '項目結束（已定標）後方可為得標供應商建立合同',
  sign: '簽署',
  archive: '歸檔',
  confirm: {
    signTitle: '簽署合同',
    sign: '簽署後合同內容不可再修改，確定簽署嗎？',
    archiveTitle: '歸檔合同',
    archive: '歸檔後合同將被封存，確定歸檔嗎？',
  },
  moved: { sign: '合同已簽署', archive: '合同已歸檔' },
};
