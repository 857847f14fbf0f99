/** Acknowledgement errors and refused handshakes. */
export default {
  'invalid-payload': 'The request is malformed',
  unauthenticated: 'The sign-in token is invalid',
  'token-missing': 'Not signed in',
  'token-expired': 'The session has expired; please sign in again',
  'token-revoked': 'The session was ended; please sign in again',
  forbidden: 'You may not enter this quote hall',
  'not-found': 'The project does not exist',
  'protocol-outdated': 'This page is out of date; please reload',
  'rate-limited': 'Too many requests',
  unavailable: 'The service is unavailable; try again shortly',
  internal: 'Internal server error',
  'too-many-sockets': 'Too many live connections for this account (at most {{max}}); close other pages and try again',
  origin: 'This origin is not allowed',
};
