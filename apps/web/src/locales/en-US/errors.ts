/** The error catalogue of specification section 8, plus transport failures. */
export default {
  forbidden: 'Forbidden',
  unauthorized: 'Unauthorized',
  unauthorizedText: 'Authorization verification failed',
  error: 'Error',
  userInfoFailed: 'Request user info failed, please retry',
  network: 'Network error: the server cannot be reached',
  timeout: 'The request timed out, please try again later',
  notFound: 'The requested resource does not exist',
  validation: 'Some fields are not valid; check the marked fields',
  server: 'Server error, please try again later',
  signedOut: 'Signed out',
  /** Why the live connection's handshake was refused for good (the token is no good any more). */
  sessionOver: {
    'token-revoked':
      'Your session has ended (the password was changed, the account was disabled, or it was signed out). Please sign in again.',
    'token-expired': 'Your session has expired. Please sign in again.',
    'token-missing': 'You are not signed in. Please sign in.',
    unauthenticated: 'Your sign-in could not be verified. Please sign in again.',
  },
};
