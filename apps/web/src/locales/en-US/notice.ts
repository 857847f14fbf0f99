/** Announcements: /projectBidNotice and the other notice pages. */
export default {
  none: 'No notices yet',
  published: 'Published',
  draft: 'Draft',
  title: 'Title',
  content: 'Content',
  preview: 'Preview',
  publish: 'Publish',
  publishedDone: 'Notice published',
  saveDraft: 'Save draft',
  savedDone: 'Draft saved',
  contentPlaceholder: 'Write the notice here',
  previewTitle: 'Notice preview',
  backToEdit: 'Back to editing',
  fromTemplate: 'Draft the notice from the result',
  /** The shared rich-text editor's toolbar (components/rich-text), first used by the notices. */
  editor: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading {{level}}',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    undo: 'Undo',
    redo: 'Redo',
  },
  confirm: {
    publishTitle: 'Publish the notice',
    publish: 'A published notice cannot be withdrawn and takes effect on the project. Publish it?',
  },
};
