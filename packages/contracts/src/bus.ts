import { z } from 'zod';
import { busMessageText } from './bus-text.ts';
import { BadgeCounts } from './realtime/badge-counts.ts';
import {
  DisclosureModeCode,
  EpochMs,
  Id,
  ProjectStateCode,
  RoleNameSchema,
  Seq,
  WinbidRuleCode,
} from './realtime/primitives.ts';
import { QuoteAcceptedFull, Ranking } from './realtime/views.ts';
import { ProjectWindow, WindowChangeKind } from './realtime/window.ts';

/**
 * The bus between the api's outbox relay and the gateway nodes (docs/architecture.md "One path for
 * every change"), documented for other publishers in ../README.md "Realtime and bus".
 *
 * Redis 7 sharded pub/sub (SPUBLISH/SSUBSCRIBE), so that a Redis Cluster spreads the channels
 * over its primaries. Each project's hall has a channel of its own, named by tenant and project:
 * only the gateways holding a socket of that hall subscribe to it, so Redis sends each event
 * to those gateways and no others, and one project's events stay in publish order on one
 * channel. The events addressed to users (badges, sign-outs) go on the platform channel, which
 * every gateway subscribes to for as long as it runs. A project's events go on its tenant's
 * screen feed as well, for the gateways holding a big screen of that tenant, whose figures
 * (live auctions, bidders, quotes a minute) count every hall of the tenant.
 */
export const PLATFORM_CHANNEL = 'bidhall:platform';

/** The channel of one project's hall events. */
export const hallChannel = (tenantId: number, projectId: number): string => `bidhall:hall:${tenantId}:${projectId}`;

/** Every project event of one tenant, for its big screens. */
export const screenChannel = (tenantId: number): string => `bidhall:screen:${tenantId}`;

/** Where a message is published: its hall's channel and its tenant's screen feed, or the platform channel for a user event. */
export function channelsOf(message: BusMessage): string[] {
  if (message.projectId === null) return [PLATFORM_CHANNEL];
  return [hallChannel(message.tenantId, message.projectId), screenChannel(message.tenantId)];
}

/** The envelope version; a consumer drops (and logs) a message of a version it does not know. */
export const BUS_VERSION = 1 as const;

/** Quoting context the gateway needs to build the audience views without a database. */
export const QuoteContext = z.strictObject({
  winbidRule: WinbidRuleCode,
  disclosure: DisclosureModeCode,
  maxQuotes: z.number().int().positive().nullable(),
});

export const BUS_PAYLOADS = {
  /**
   * The quote's line and its seq, not the ranking: a few hundred bytes whatever the number of
   * bidders. Each gateway folds the line into the ranking it holds of the hall
   * (`rankingAfterQuote` of the domain, as the api ranked it) and builds every audience's view
   * from that; the api answers the ranking a gateway starts from (`GATEWAY_RANKING`).
   */
  'quote.accepted': QuoteAcceptedFull.omit({ ranking: true }).extend({ context: QuoteContext }),
  'window.changed': z.strictObject({
    kind: WindowChangeKind,
    window: ProjectWindow,
    reason: z.string().max(2000).nullable(),
  }),
  'project.state': z.strictObject({ from: ProjectStateCode, to: ProjectStateCode, winbidRule: WinbidRuleCode }),
  'signup.audited': z.strictObject({
    signUpId: Id,
    supplierId: Id,
    companyName: z.string(),
    status: z.literal([1, 2]),
    reason: z.string().max(2000).nullable(),
  }),
  /** Sealed methods: the quotes were opened after the window; the full ranking. */
  'quotes.opened': z.strictObject({ openedAt: EpochMs, ranking: Ranking, context: QuoteContext }),
  /** Not a project event: current counts for one user in one role. */
  'badge.counts': z.strictObject({ userId: Id, role: RoleNameSchema, counts: BadgeCounts }),
  /** Not a project event: a token was signed out; sockets opened with it are closed. */
  'session.revoked': z.strictObject({ userId: Id, jti: z.string().min(1).max(64) }),
  /**
   * Not a project event: every session of a user issued before `sessionVersion` ended (its
   * password changed, it was disabled, lost a role or its approval); its sockets are closed and
   * its older tokens refused at the handshake.
   */
  'sessions.ended': z.strictObject({ userId: Id, sessionVersion: z.number().int().positive() }),
} as const;

/**
 * What the api's outbox, and so the auction record, keeps of each event: its bus payload. The
 * ranking after a quote follows from the record's quotes up to it (each bidder's latest), so
 * neither the record nor the bus carries it; the api rebuilds it for a catch-up.
 */
export const RECORDED_PAYLOADS = BUS_PAYLOADS;
export type RecordedQuoteAccepted = z.infer<(typeof RECORDED_PAYLOADS)['quote.accepted']>;

export type BusEventType = keyof typeof BUS_PAYLOADS;
/** The events addressed to a user rather than to a project's stream (no projectId, no seq). */
export const USER_EVENT_TYPES = [
  'badge.counts',
  'session.revoked',
  'sessions.ended',
] as const satisfies readonly BusEventType[];
export type UserEventType = (typeof USER_EVENT_TYPES)[number];
export const BUS_EVENT_TYPES = Object.keys(BUS_PAYLOADS) as BusEventType[];

const head = {
  v: z.literal(BUS_VERSION),
  /** The outbox row id: unique, the de-duplication key. */
  id: z.string().min(1).max(64),
  tenantId: Id,
  /** When the row was committed, by the api's clock: a measurement, never compared with another host's clock. */
  createdAt: EpochMs,
  /**
   * How long the row waited in the outbox before this publish, measured by the publisher on
   * its own clock (the sweeper republishing rows the bus refused); absent when the request
   * that committed the row publishes it. Consumers judge a backlog by it rather than by
   * comparing createdAt with their own clock, which skew between hosts would falsify.
   */
  lagMs: z.number().int().nonnegative().optional(),
};
/** Events of a project's stream: projectId and the gap-free per-project seq. */
const inStream = { ...head, projectId: Id, seq: Seq };
/** Events outside any project stream. */
const outOfStream = { ...head, projectId: z.null(), seq: z.null() };

/**
 * The outbox row as published. Unknown envelope fields are dropped (a tolerant reader, so a
 * publisher may add fields); payloads are strict, because the gateway turns them into what
 * sockets see.
 */
export const BusMessage = z.discriminatedUnion('type', [
  z.object({ ...inStream, type: z.literal('quote.accepted'), payload: BUS_PAYLOADS['quote.accepted'] }),
  z.object({ ...inStream, type: z.literal('window.changed'), payload: BUS_PAYLOADS['window.changed'] }),
  z.object({ ...inStream, type: z.literal('project.state'), payload: BUS_PAYLOADS['project.state'] }),
  z.object({ ...inStream, type: z.literal('signup.audited'), payload: BUS_PAYLOADS['signup.audited'] }),
  z.object({ ...inStream, type: z.literal('quotes.opened'), payload: BUS_PAYLOADS['quotes.opened'] }),
  z.object({ ...outOfStream, type: z.literal('badge.counts'), payload: BUS_PAYLOADS['badge.counts'] }),
  z.object({ ...outOfStream, type: z.literal('session.revoked'), payload: BUS_PAYLOADS['session.revoked'] }),
  z.object({ ...outOfStream, type: z.literal('sessions.ended'), payload: BUS_PAYLOADS['sessions.ended'] }),
]);
export type BusMessage = z.infer<typeof BusMessage>;
export type BusMessageOf<T extends BusEventType> = Extract<BusMessage, { type: T }>;

export type BusDecodeResult = { ok: true; message: BusMessage } | { ok: false; error: string };

/** Parses one message as received from the channel (a JSON text). Never throws. */
export function decodeBusMessage(text: string): BusDecodeResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = BusMessage.safeParse(json);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  const mismatch = envelopeMismatch(parsed.data);
  return mismatch ? { ok: false, error: mismatch } : { ok: true, message: parsed.data };
}

/**
 * Validates and serialises a message for PUBLISH; throws on an invalid one (a bug upstream).
 * `checked`: the caller already parsed the payload by its contract (the api's outbox rows are,
 * when appended), so only the envelope is checked: a quote.accepted payload carries the whole
 * ranking, and parsing it a second time per quote cost the hot project a tenth of its time.
 * Subscribers validate every message they receive either way (`decodeBusMessage`).
 */
export function encodeBusMessage(message: BusMessage, opts: { checked?: boolean } = {}): string {
  const parsed = opts.checked ? message : BusMessage.parse(message);
  const mismatch = envelopeMismatch(parsed);
  if (mismatch) throw new Error(mismatch);
  return busMessageText(parsed);
}

// quote.accepted repeats projectId and seq inside the payload (the domain's event shape).
function envelopeMismatch(message: BusMessage): string | null {
  if (message.type !== 'quote.accepted') return null;
  if (message.payload.projectId === message.projectId && message.payload.seq === message.seq) return null;
  return 'quote.accepted: payload projectId/seq differ from the envelope';
}
