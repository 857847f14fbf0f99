export default {
  closed: '項目當前狀態為「{{state}}」或報名已截止，不能報名',
  alreadySubmitted: '已報名（目前：{{status}}），只有被退回的報名可以重新提交',
  notPending: '該報名不在待審核狀態（目前：{{status}}）',
};
