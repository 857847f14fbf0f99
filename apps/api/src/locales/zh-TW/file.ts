export default {
  badName: '檔案名稱無效',
  typeNotAllowed: '不支援該檔案類型（允許：pdf、png、jpg、gif、doc、docx、xls、xlsx、zip）',
  contentMismatch: '檔案內容與副檔名不符',
  empty: '檔案為空',
  tooLarge: '檔案超過該類型的大小上限（{{limit}} MB）',
  badUpload: '上傳請求格式無效',
  missing: '請選擇要上傳的檔案',
  notAttachable: '附件必須是您上傳的、未被其他公告或合同使用的檔案',
  notAParty: '您不是該項目的當事方，無權存取此檔案',
  notDeletable: '只能刪除自己上傳、且未隨公告發布或合同簽署的檔案',
};
