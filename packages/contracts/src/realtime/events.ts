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
 * `new Server<ClientToServerEvents, ServerToClientEvents>()` and the client's `io()`.
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
} as const;
export type ServerEventName = keyof typeof SERVER_EVENTS;

type Payload<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENTS)[E]['payload']>;
type Result<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENTS)[E]['result']>;
type Request<E extends ClientEventName> = (payload: Payload<E>, ack: (answer: Ack<Result<E>>) => void) => void;

export interface ClientToServerEvents {
  'hall:join': Request<'hall:join'>;
  'hall:leave': Request<'hall:leave'>;
  'screen:join': Request<'screen:join'>;
  'time:ping': Request<'time:ping'>;
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
}
