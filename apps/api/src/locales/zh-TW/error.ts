export default {
  generic: '伺服器內部錯誤，請稍後重試',
  validation: '請求無效，請檢查輸入',
  bodyTooLarge: '請求內容過大',
  badJson: '請求內容不是有效的 JSON',
  bodyNotJson: '請求內容須為 JSON（Content-Type: application/json）',
  unknownField: '不能按欄位 {{field}} 篩選或排序',
  notFound: '介面不存在',
  wrongVerb: '此介面須以 {{verbs}} 方式呼叫',
  entityNotFound: '記錄不存在（id={{id}}）',
  unknownTenant: '租戶不存在',
  inactiveTenant: '租戶已停用',
  pageNotFound: '頁面不存在',
};
