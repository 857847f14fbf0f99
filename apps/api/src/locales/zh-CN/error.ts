export default {
  generic: '服务器内部错误，请稍后重试',
  validation: '请求无效，请检查输入',
  bodyTooLarge: '请求内容过大',
  badJson: '请求内容不是有效的 JSON',
  bodyNotJson: '请求内容须为 JSON（Content-Type: application/json）',
  unknownField: '不能按字段 {{field}} 筛选或排序',
  notFound: '接口不存在',
  wrongVerb: '此接口须以 {{verbs}} 方式调用',
  entityNotFound: '记录不存在（id={{id}}）',
  unknownTenant: '租户不存在',
  inactiveTenant: '租户已停用',
  pageNotFound: '页面不存在',
};
