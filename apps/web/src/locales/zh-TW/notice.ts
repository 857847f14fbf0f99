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
  contentPlaceholder: '請輸入公告正文',
  previewTitle: '公告預覽',
  backToEdit: '返回修改',
  fromTemplate: '按結果生成公告草稿',
  /** The shared rich-text editor's toolbar (components/rich-text), first used by the notices. */
  editor: {
    toolbar: '格式工具列',
    bold: '粗體',
    italic: '斜體',
    heading: '標題 {{level}}',
    bulletList: '項目符號清單',
    orderedList: '編號清單',
    undo: '復原',
    redo: '重做',
  },
  confirm: {
    publishTitle: '發布公告',
    publish: '公告發布後不能撤回，項目將隨之生效。確定發布嗎？',
  },
};
