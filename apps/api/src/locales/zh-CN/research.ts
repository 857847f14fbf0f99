export default {
  notResearch: '该项目不是市场调研项目',
  notParty: '您不是该调研项目的参与方',
  noSurvey: '该项目尚无可用的调研问卷',
  notDraft: '调研问卷已发布，不能再修改问题',
  notPublished: '调研问卷尚未发布',
  terminated: '调研已终止',
  deadlinePassed: '调研填报已截止',
  deadlineInPast: '截止时间必须晚于当前时间',
  deadlineEarlier: '更正只能推迟截止时间',
  projectState: '项目当前状态（{{state}}）不允许此操作',
};
