export default {
  userNameTaken: 'The user name "{{userName}}" is already taken',
  notRejected: 'Only a returned registration can be resubmitted',
  registrationClosed: 'Registration is closed on this platform',
};
