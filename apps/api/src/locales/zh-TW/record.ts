export default {
  notWholeAudience: '您無權匯出該項目的完整記錄，結果公告發布後可查看公開記錄',
  resultNotPublished: '結果公告發布後競價記錄才公開',
  windowNotEnded: '報價結束後才能匯出競價記錄',
};
