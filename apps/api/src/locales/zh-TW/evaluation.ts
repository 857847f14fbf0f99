export default {
  notAnExpert: '所選使用者不是本租戶的評審專家',
  expertSubmitted: '已提交評分的專家不能移出評審組',
  sheetIncomplete: '還有 {{count}} 家供應商未完成評分',
};
