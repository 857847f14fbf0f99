export default {
  notDraft: '公告已發布，不能修改',
  wrongMode: '「{{type}}」不適用於該類項目',
  wrongState: '項目當前狀態為「{{state}}」，不能發布「{{type}}」',
  wrongActor: '項目當前狀態為「{{state}}」，您的角色不能發布「{{type}}」',
  timesNotAllowed: '只有更正或補充公告可以修改項目時間',
};
