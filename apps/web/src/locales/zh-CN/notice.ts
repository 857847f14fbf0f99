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
  contentPlaceholder: '请输入公告正文',
  previewTitle: '公告预览',
  backToEdit: '返回修改',
  fromTemplate: '按结果生成公告草稿',
  /** The shared rich-text editor's toolbar (components/rich-text), first used by the notices. */
  editor: {
    toolbar: '格式工具栏',
    bold: '加粗',
    italic: '斜体',
    heading: '标题 {{level}}',
    bulletList: '项目符号列表',
    orderedList: '编号列表',
    undo: '撤销',
    redo: '重做',
  },
  confirm: {
    publishTitle: '发布公告',
    publish: '公告发布后不能撤回，项目将随之生效。确定发布吗？',
  },
};
