export default {
  badName: '文件名无效',
  typeNotAllowed: '不支持该文件类型（允许：pdf、png、jpg、gif、doc、docx、xls、xlsx、zip）',
  contentMismatch: '文件内容与扩展名不符',
  empty: '文件为空',
  tooLarge: '文件超过该类型的大小上限（{{limit}} MB）',
  badUpload: '上传请求格式无效',
  missing: '请选择要上传的文件',
  notAttachable: '附件必须是您上传的、未被其他公告或合同使用的文件',
  notAParty: '您不是该项目的当事方，无权访问此文件',
  notDeletable: '只能删除自己上传、且未随公告发布或合同签署的文件',
};
