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
  confirm: {
    publishTitle: 'Publish the notice',
    publish: 'A published notice cannot be withdrawn and takes effect on the project. Publish it?',
  },
};
