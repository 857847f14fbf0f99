/** The project layout: side menu and the project record drawer. */
export default {
  menu: '項目選單',
  record: '項目記錄',
  recordEmpty: '暫無項目記錄',
  sponsor: '發起人',
  handler: '處理角色',
  loadFailed: '項目資訊載入失敗',
  missingId: '缺少項目編號',
  noMenu: '該項目類型沒有項目選單',
};
