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
};
