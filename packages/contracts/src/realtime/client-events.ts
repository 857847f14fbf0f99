import { z } from 'zod';
import { EpochMs, HallAudience, Id, SeqOrZero } from './primitives.ts';
import { ackSchema } from './protocol.ts';

/**
 * Client-to-server requests. Every payload is parsed with these (strict) schemas before use;
 * rooms and audiences are decided by the server, never taken from the payload.
 */

/** Join a project's bidding hall. `sinceSeq`: the last seq the client applied (reconnect). */
export const HallJoin = z.strictObject({ projectId: Id, sinceSeq: SeqOrZero.optional() });
export type HallJoin = z.infer<typeof HallJoin>;

/**
 * `headSeq` is the project's latest seq. When `sinceSeq` was given and the server still has
 * every event after it, it re-sends them in order (`resync: 'events'`); otherwise it sends a
 * hall:snapshot (`resync: 'snapshot'`). Either way the messages follow this acknowledgement.
 */
export const HallJoinResult = z.strictObject({
  projectId: Id,
  audience: HallAudience,
  headSeq: SeqOrZero,
  resync: z.enum(['events', 'snapshot']),
});
export type HallJoinResult = z.infer<typeof HallJoinResult>;
export const HallJoinAck = ackSchema(HallJoinResult);

export const HallLeave = z.strictObject({ projectId: Id });
export type HallLeave = z.infer<typeof HallLeave>;
export const HallLeaveResult = z.strictObject({ projectId: Id });
export type HallLeaveResult = z.infer<typeof HallLeaveResult>;
export const HallLeaveAck = ackSchema(HallLeaveResult);

/** The big screen of the token's tenant; nothing to say in the payload. */
export const ScreenJoin = z.strictObject({});
export type ScreenJoin = z.infer<typeof ScreenJoin>;
export const ScreenJoinResult = z.strictObject({ tenantId: Id });
export type ScreenJoinResult = z.infer<typeof ScreenJoinResult>;
export const ScreenJoinAck = ackSchema(ScreenJoinResult);

/**
 * Clock sync: the client sends its clock `t0`, reads `serverNow` in the ack at its clock t1,
 * and estimates offset = serverNow - (t0 + t1) / 2, keeping the sample with the smallest
 * round trip t1 - t0.
 */
export const TimePing = z.strictObject({ t0: z.number().finite() });
export type TimePing = z.infer<typeof TimePing>;
export const TimePong = z.strictObject({ t0: z.number().finite(), serverNow: EpochMs });
export type TimePong = z.infer<typeof TimePong>;
export const TimePingAck = ackSchema(TimePong);
