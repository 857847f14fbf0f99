export default {
  notCreated: '未創建',
  subject: {
    project: '項目',
    requirement: '需求',
    agreement: '合同',
  },
  refusal: {
    notAllowed: '{{subject}}當前狀態為「{{current}}」，不能變更為「{{target}}」。',
    wrongActor: '{{subject}}當前狀態為「{{current}}」，{{role}}不能將其變更為「{{target}}」。',
  },
};
