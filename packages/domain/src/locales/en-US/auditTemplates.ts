export default {
  auditStatuses: {
    pending: 'Pending',
    passed: 'Passed',
    rejected: 'Rejected',
  },
  auditTemplates: {
    projectSetup: 'Project set up',
    drafting: 'Project drafting',
    draftingComplete: 'Drafting complete',
    reviewRejected: 'Review rejected',
    reviewPassed: 'Review passed',
    published: 'Project published',
    resultPending: 'Result awaiting confirmation',
    resultConfirmed: 'Result confirmed',
    resultReturned: 'Result returned',
    resultPublished: 'Result published',
    correctionPublished: 'Correction published',
    signUpSubmitted: 'Sign-up submitted',
    signUpPassed: 'Sign-up passed',
    signUpReturned: 'Sign-up returned',
  },
  reasonSeparator: ': ',
};
