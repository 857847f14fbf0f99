/** Announcements: /projectBidNotice and the other notice pages. */
export default {
  none: '暫無公告',
  published: '已發布',
  draft: '草稿',
  title: '公告標題',
  content: '公告內容',
  preview: '預覽',
  publish: '發布公告',
  publishedDone: '公告已發布',
  saveDraft: '儲存草稿',
  savedDone: '草稿已儲存',
  confirm: {
    publishTitle: '發布公告',
    publish: '公告發布後不能撤回，項目將隨之生效。確定發布嗎？',
  },
};
