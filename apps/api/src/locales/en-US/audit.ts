export default {
  notPending: 'This registration is not awaiting review (now: {{state}})',
  notAllowed: 'You may not review this registration',
};
