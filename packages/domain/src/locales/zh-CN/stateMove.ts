export default {
  notCreated: '未创建',
  subject: {
    project: '项目',
    requirement: '需求',
    agreement: '合同',
  },
  refusal: {
    notAllowed: '{{subject}}当前状态为“{{current}}”，不能变更为“{{target}}”。',
    wrongActor: '{{subject}}当前状态为“{{current}}”，{{role}}不能将其变更为“{{target}}”。',
  },
};
