export default {
  closed: 'The project is "{{state}}" or its sign-up deadline has passed; sign-up is closed',
  alreadySubmitted: 'Already signed up (now: {{status}}); only a returned sign-up can be resubmitted',
  notPending: 'This sign-up is not awaiting review (now: {{status}})',
};
