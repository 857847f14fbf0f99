export default {
  notDraft: '公告已发布，不能修改',
  wrongMode: '“{{type}}”不适用于该类项目',
  wrongState: '项目当前状态为“{{state}}”，不能发布“{{type}}”',
  wrongActor: '项目当前状态为“{{state}}”，您的角色不能发布“{{type}}”',
  timesNotAllowed: '只有更正或补充公告可以修改项目时间',
};
