/** Sign-up audit: /projectSignAudit and /projectSignRead. */
export default {
  none: 'No sign-ups yet',
  supplier: 'Supplier',
  submitTime: 'Signed up',
  comment: 'Audit comment',
  status: {
    '0': 'Pending',
    '1': 'Passed',
    '2': 'Returned',
  },
  returnTitle: 'Return the sign-up',
  passed: 'Sign-up passed',
  returned: 'Sign-up returned',
  confirm: {
    passTitle: 'Pass the sign-up',
    pass: 'Once passed the supplier may quote. Pass it?',
  },
};
