/** Purchase requirements: /bid/new-rfq (purchaser) and /bid/checkrfq (agency). */
export default {
  create: 'New requirement',
  edit: 'Edit requirement',
  returnTitle: 'Return the drafted project',
  agencyHint: 'Choose the agency that takes the requirement before sending it',
  field: {
    name: 'Requirement',
    budget: 'Budget',
    content: 'Details',
    purchaser: 'Purchasing unit',
    agency: 'Agency',
    returnReason: 'Return reason',
  },
  action: { send: 'Send to the agency', receive: 'Receive', draft: 'Draft the project', openProject: 'Open project' },
  confirm: {
    sendTitle: 'Send the requirement',
    send: 'Once sent the requirement can no longer be changed. Send it to the agency?',
    passTitle: 'Pass',
    pass: 'Pass the project the agency drafted?',
    receiveTitle: 'Receive the requirement',
    receive: 'Receive this purchase requirement?',
    draftTitle: 'Draft the project',
    draft: 'A project awaiting drafting will be created from this requirement. Continue?',
  },
  done: {
    saved: 'Requirement saved',
    send: 'Requirement sent',
    pass: 'Passed',
    returned: 'Returned',
    received: 'Requirement received',
    drafted: 'Project created; continue drafting it',
  },
};
