/** The error catalogue of specification section 8, plus transport failures. */
export default {
  forbidden: '禁止访问',
  unauthorized: '未授权',
  unauthorizedText: '授权验证失败',
  error: '错误',
  userInfoFailed: '请求用户信息失败，请重试',
  network: '网络异常，无法连接服务器',
  timeout: '请求超时，请稍后重试',
  notFound: '请求的资源不存在',
  validation: '提交的内容有误，请检查标记的字段',
  server: '服务器错误，请稍后重试',
  signedOut: '已退出登录',
  /** Why the live connection's handshake was refused for good (the token is no good any more). */
  sessionOver: {
    'token-revoked': '您的登录已失效（密码已修改、账号已停用或已退出登录），请重新登录。',
    'token-expired': '登录已过期，请重新登录。',
    'token-missing': '您尚未登录，请先登录。',
    unauthenticated: '登录验证失败，请重新登录。',
  },
};
