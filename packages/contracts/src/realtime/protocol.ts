import { z } from 'zod';

/**
 * The realtime protocol version. Every server message carries it as `v`, and the client sends
 * it in the handshake, so an old client can be told to reload instead of misreading messages.
 * Bump it on any change a client of the previous version would misread.
 */
export const PROTOCOL_VERSION = 1 as const;
export const ProtocolVersion = z.literal(PROTOCOL_VERSION);

/** Socket.IO handshake `auth`: the bearer token and the client's protocol version. */
export const HandshakeAuth = z.strictObject({
  token: z.string().min(1).max(8192),
  v: z.number().int().positive(),
  /** Interface language for ack error messages; zh-CN when absent. */
  lang: z.string().max(35).optional(),
});
export type HandshakeAuth = z.infer<typeof HandshakeAuth>;

export const ACK_ERROR_CODES = [
  'invalid-payload',
  'unauthenticated',
  'forbidden',
  'not-found',
  'protocol-outdated',
  'rate-limited',
  'unavailable',
  'internal',
] as const;
export const AckErrorCode = z.enum(ACK_ERROR_CODES);
export type AckErrorCode = z.infer<typeof AckErrorCode>;

/** `message` is already in the user's language; `code` is for code. */
export const AckError = z.strictObject({ code: AckErrorCode, message: z.string().max(1000) });
export type AckError = z.infer<typeof AckError>;

/** Every client request is answered `{ok: true, data}` or `{ok: false, error}`. */
export function ackSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('ok', [
    z.strictObject({ ok: z.literal(true), data }),
    z.strictObject({ ok: z.literal(false), error: AckError }),
  ]);
}

export type Ack<T> = { ok: true; data: T } | { ok: false; error: AckError };
