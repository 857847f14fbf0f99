/** The error catalogue of specification section 8, plus transport failures. */
export default {
  forbidden: '禁止存取',
  unauthorized: '未授權',
  unauthorizedText: '授權驗證失敗',
  error: '錯誤',
  userInfoFailed: '請求使用者資訊失敗，請重試',
  network: '網路異常，無法連線伺服器',
  timeout: '請求逾時，請稍後重試',
  notFound: '請求的資源不存在',
  validation: '提交的內容有誤，請檢查標記的欄位',
  server: '伺服器錯誤，請稍後重試',
  signedOut: '已登出',
  /** Why the live connection's handshake was refused for good (the token is no good any more). */
  sessionOver: {
    'token-revoked': '您的登入已失效（密碼已修改、帳號已停用或已登出），請重新登入。',
    'token-expired': '登入已過期，請重新登入。',
    'token-missing': '您尚未登入，請先登入。',
    unauthenticated: '登入驗證失敗，請重新登入。',
  },
};
