/** Announcements: /projectBidNotice and the other notice pages. */
export default {
  none: '暂无公告',
  published: '已发布',
  draft: '草稿',
  title: '公告标题',
  content: '公告内容',
  preview: '预览',
  publish: '发布公告',
  publishedDone: '公告已发布',
  saveDraft: '保存草稿',
  savedDone: '草稿已保存',
  confirm: {
    publishTitle: '发布公告',
    publish: '公告发布后不能撤回，项目将随之生效。确定发布吗？',
  },
};
