/** Acknowledgement errors and refused handshakes. */
export default {
  'invalid-payload': '請求格式不正確',
  unauthenticated: '登入憑證無效',
  'token-missing': '未登入',
  'token-expired': '登入已過期，請重新登入',
  'token-revoked': '登入已失效，請重新登入',
  forbidden: '無權進入該報價大廳',
  'not-found': '項目不存在',
  'protocol-outdated': '頁面版本過舊，請重新整理',
  'rate-limited': '請求過於頻繁',
  unavailable: '服務暫時無法使用，請稍後重試',
  internal: '伺服器內部錯誤',
  'too-many-sockets': '同一帳號開啟的即時連線過多（最多 {{max}} 個），請關閉其他頁面後重試',
  origin: '來源不被允許',
};
