/** Agency drafting: /projectInfo. */
export default {
  start: 'Start drafting',
  complete: 'Drafting complete: send for review',
  confirm: {
    startTitle: 'Start drafting',
    start: 'Start drafting this project?',
    completeTitle: 'Drafting complete',
    complete: 'The project goes to the purchaser for review and can no longer be changed meanwhile. Send it?',
  },
  done: {
    start: 'Drafting started',
    complete: 'Sent for review',
  },
};
