import { z } from 'zod';

/**
 * Refused handshakes that mean the token is no good any more (signed out, sessions ended by a
 * password change or a disabled user, expired, absent, or not ours): the REST api answers 401
 * for such a token, and a client signs in again instead of retrying.
 */
export const SESSION_OVER_REFUSALS = ['token-missing', 'token-expired', 'token-revoked', 'unauthenticated'] as const;
export type SessionOverRefusal = (typeof SESSION_OVER_REFUSALS)[number];

/** The user has as many sockets open as one user may (the gateway's per-user cap). */
export const SOCKET_CAP_REFUSAL = 'too-many-sockets' as const;

/**
 * Every code a refused handshake carries: socket.io-client's connect_error has the text for
 * people in `message` (already in the handshake's language) and this code in `data.code`.
 */
export const HANDSHAKE_REFUSAL_CODES = [
  ...SESSION_OVER_REFUSALS,
  SOCKET_CAP_REFUSAL,
  'protocol-outdated',
  'unavailable',
  'internal',
] as const;
export const HandshakeRefusalCode = z.enum(HANDSHAKE_REFUSAL_CODES);
export type HandshakeRefusalCode = z.infer<typeof HandshakeRefusalCode>;

/** The `data` of a refused handshake's connect_error. */
export const HandshakeRefusalData = z.object({ code: HandshakeRefusalCode });
export type HandshakeRefusalData = z.infer<typeof HandshakeRefusalData>;

export const isSessionOver = (code: HandshakeRefusalCode): code is SessionOverRefusal =>
  (SESSION_OVER_REFUSALS as readonly string[]).includes(code);
