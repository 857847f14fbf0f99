export default {
  notPending: 'This registration is not awaiting review (now: {{state}})',
  notAllowed: 'You may not review this registration',
  notApproved: 'This registration is not approved (now: {{state}}); there is no approval to withdraw',
};
