export default {
  notAnExpert: '所选用户不是本租户的评审专家',
  expertSubmitted: '已提交评分的专家不能移出评审组',
  sheetIncomplete: '还有 {{count}} 家供应商未完成评分',
};
