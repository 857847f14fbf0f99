export default {
  project: 'Project documents',
  signup: 'Sign-up documents',
  quote: 'Quote documents',
  evaluation: 'Evaluation documents',
  notice: 'Notice attachments',
  agreement: 'Contract attachments',
};
