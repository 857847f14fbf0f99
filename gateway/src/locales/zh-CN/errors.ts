/** Acknowledgement errors and refused handshakes. */
export default {
  'invalid-payload': '请求格式不正确',
  unauthenticated: '登录凭证无效',
  'token-missing': '未登录',
  'token-expired': '登录已过期，请重新登录',
  'token-revoked': '登录已失效，请重新登录',
  forbidden: '无权进入该报价大厅',
  'not-found': '项目不存在',
  'protocol-outdated': '页面版本过旧，请刷新',
  'rate-limited': '请求过于频繁',
  unavailable: '服务暂时不可用，请稍后重试',
  internal: '服务器内部错误',
  'too-many-sockets': '同一账号打开的实时连接过多（最多 {{max}} 个），请关闭其他页面后重试',
  origin: '来源不被允许',
};
