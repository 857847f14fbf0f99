export default {
  notResearch: '該項目不是市場調研項目',
  notParty: '您不是該調研項目的參與方',
  noSurvey: '該項目尚無可用的調研問卷',
  notDraft: '調研問卷已發布，不能再修改問題',
  notPublished: '調研問卷尚未發布',
  terminated: '調研已終止',
  deadlinePassed: '調研填報已截止',
  deadlineInPast: '截止時間必須晚於目前時間',
  deadlineEarlier: '更正只能延後截止時間',
  projectState: '項目目前狀態（{{state}}）不允許此操作',
};
