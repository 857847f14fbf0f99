import type { z } from 'zod';
import {
  HallJoin,
  HallJoinResult,
  HallLeave,
  HallLeaveResult,
  ScreenJoin,
  ScreenJoinResult,
  TimePing,
  TimePong,
} from './client-events.ts';
import type { Ack } from './protocol.ts';
import { HallFrameWire } from './packed-frame.ts';
import {
  BadgeCountsMessage,
  CountdownMessage,
  HallPresenceMessage,
  HallSnapshot,
  ProjectStateMessage,
  QuoteAcceptedMessage,
  QuotesOpenedMessage,
  ScreenStatsMessage,
  SignUpAuditedMessage,
  WindowChangedMessage,
} from './server-events.ts';

/**
 * The realtime contract in one place: event names, their schemas, and the typing for
 * `new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>()` and the client's `io()`.
 */

/** Client requests: the payload schema and the schema of the ack's `data`. */
export const CLIENT_EVENTS = {
  'hall:join': { payload: HallJoin, result: HallJoinResult },
  'hall:leave': { payload: HallLeave, result: HallLeaveResult },
  'screen:join': { payload: ScreenJoin, result: ScreenJoinResult },
  'time:ping': { payload: TimePing, result: TimePong },
} as const;
export type ClientEventName = keyof typeof CLIENT_EVENTS;

export const SERVER_EVENTS = {
  'hall:snapshot': HallSnapshot,
  'quote:accepted': QuoteAcceptedMessage,
  'window:changed': WindowChangedMessage,
  countdown: CountdownMessage,
  'project:state': ProjectStateMessage,
  'signup:audited': SignUpAuditedMessage,
  'quotes:opened': QuotesOpenedMessage,
  'badge:counts': BadgeCountsMessage,
  'screen:stats': ScreenStatsMessage,
  'hall:presence': HallPresenceMessage,
  'hall:frame': HallFrameWire,
} as const;
export type ServerEventName = keyof typeof SERVER_EVENTS;

/** A client request's payload and the `data` of its ack. */
export type ClientPayload<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENTS)[E]['payload']>;
export type ClientResult<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENTS)[E]['result']>;
/** The listener of client request `E` (socket.on), answering through the ack. */
export type ClientRequest<E extends ClientEventName> = (
  payload: ClientPayload<E>,
  ack: (answer: Ack<ClientResult<E>>) => void,
) => void;

export interface ClientToServerEvents {
  'hall:join': ClientRequest<'hall:join'>;
  'hall:leave': ClientRequest<'hall:leave'>;
  'screen:join': ClientRequest<'screen:join'>;
  'time:ping': ClientRequest<'time:ping'>;
}

type Push<E extends ServerEventName> = (message: z.infer<(typeof SERVER_EVENTS)[E]>) => void;

export interface ServerToClientEvents {
  'hall:snapshot': Push<'hall:snapshot'>;
  'quote:accepted': Push<'quote:accepted'>;
  'window:changed': Push<'window:changed'>;
  countdown: Push<'countdown'>;
  'project:state': Push<'project:state'>;
  'signup:audited': Push<'signup:audited'>;
  'quotes:opened': Push<'quotes:opened'>;
  'badge:counts': Push<'badge:counts'>;
  'screen:stats': Push<'screen:stats'>;
  'hall:presence': Push<'hall:presence'>;
  'hall:frame': Push<'hall:frame'>;
}

/** Gateway nodes share rooms and `fetchSockets` through the adapter; they send each other no events of their own. */
export type InterServerEvents = Record<never, never>;
