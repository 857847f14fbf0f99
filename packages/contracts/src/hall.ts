import { z } from 'zod';
import { EntityId } from './abp/envelope.ts';
import { wireNumber } from './abp/wire.ts';
import { viewOfQuoteAccepted, viewOfRanking, type Audience } from '@bidhall/domain/disclosure';
import { USER_EVENT_TYPES, type BusMessage, type UserEventType } from './bus.ts';
import { HallAudience, Id, SeqOrZero } from './realtime/primitives.ts';
import { PROTOCOL_VERSION } from './realtime/protocol.ts';
import { RankingEntry } from './realtime/views.ts';
import { Hall } from './routes/hall.ts';
import { ProjectEvent } from './routes/project-event.ts';
import { HallSnapshot, HallStreamItem } from './realtime/server-events.ts';
import { ViewCensus, ViewSeqs, disclosureContextOf, isSentTo, keyOf } from './view-seq.ts';

export { disclosureContextOf } from './view-seq.ts';

/**
 * The two api calls behind a hall join (docs/architecture.md "The event path", step 4).
 * The gateway calls them with the user's own token, so the api alone decides who may join and
 * which audience's view the caller gets; the gateway forwards the answers to the socket as is.
 * Both answer in the ABP envelope; a caller who may not join gets 403 (not a party, an expert
 * before opening), 404 (no such project in the caller's tenant) or 500 with a message.
 */

export const HALL_PATHS = {
  snapshot: Hall.GetSnapshot.path,
  rankingAt: Hall.RankingAt.path,
  eventsSince: ProjectEvent.GetSince.path,
} as const;

/** GET Hall/GetSnapshot?projectId= */
export const HallSnapshotInput = z.strictObject({
  projectId: EntityId,
});
export type HallSnapshotInput = z.infer<typeof HallSnapshotInput>;

/** The caller's audience view of the hall; exactly the hall:snapshot message a socket receives. */
export const HallSnapshotResult = HallSnapshot;
export type HallSnapshotResult = z.infer<typeof HallSnapshotResult>;

/** Events one GetSince answer carries at most: in a hot project a supplier's view of each quote carries the ranking it may see. */
export const EVENTS_SINCE_MAX = 1000;

/** GET ProjectEvent/GetSince?projectId=&sinceSeq=[&maxResultCount=] */
export const HallEventsSinceInput = HallSnapshotInput.extend({
  sinceSeq: wireNumber(z.number().int().nonnegative()),
  maxResultCount: wireNumber(z.number().int().min(1).max(EVENTS_SINCE_MAX)).default(EVENTS_SINCE_MAX),
});
export type HallEventsSinceInput = z.infer<typeof HallEventsSinceInput>;

export { HallStreamItem } from './realtime/server-events.ts';

/**
 * The caller's views of the events after `sinceSeq`, in seq order, at most `maxResultCount`
 * stream rows of them. `headSeq` is where the caller stands once it applied them: the
 * project's latest seq when the answer was built, or, with `more`, the last row this answer
 * read (ask again from there).
 */
export const HallEventsSinceResult = z.strictObject({
  projectId: Id,
  audience: HallAudience,
  headSeq: SeqOrZero,
  more: z.boolean(),
  events: z.array(HallStreamItem),
});
export type HallEventsSinceResult = z.infer<typeof HallEventsSinceResult>;

/** A project's stream event as the bus carries it: a quote.accepted has its line, not the ranking. */
export type StreamBusDelta = Exclude<BusMessage, { type: UserEventType }>;

/** Whether a bus message belongs to a project's stream (anything but the events addressed to a user). */
export const isStreamMessage = (message: BusMessage): message is StreamBusDelta =>
  !(USER_EVENT_TYPES as readonly string[]).includes(message.type);
type QuoteDelta = Extract<StreamBusDelta, { type: 'quote.accepted' }>;

/**
 * A project's stream event as its views are built from it: a quote.accepted with the ranking
 * after it, which the gateway folds from the lines it holds and the api rebuilds from the record
 * for a catch-up (ranking-lines of the domain, both).
 */
export type StreamBusMessage =
  | Exclude<StreamBusDelta, QuoteDelta>
  | (Omit<QuoteDelta, 'payload'> & { payload: QuoteDelta['payload'] & { ranking: RankingEntry[] } });

/** `message` with the ranking after it. */
export function withRankingAfter(message: QuoteDelta, ranking: RankingEntry[]): StreamBusMessage {
  return Object.assign({}, message, { payload: Object.assign({}, message.payload, { ranking }) });
}

/** Each bidder's latest accepted quote: a ranking's line before it is ranked. */
export const RankingLine = RankingEntry.omit({ rank: true });
export type RankingLine = z.infer<typeof RankingLine>;

/**
 * POST Hall/RankingAt: the lines of a project's ranking as they stood at `seq`, for a gateway
 * that starts folding the hall's quotes from there. Not a user's call: `proof` is a short-lived
 * token the gateway signs with the api's secret for this audience (`GATEWAY_PROOF_AUDIENCE`),
 * which no user token carries; the ranking it answers is every bidder's amount.
 */
export const GatewayRankingInput = z.strictObject({
  tenantId: Id,
  projectId: Id,
  seq: SeqOrZero,
  proof: z.string().min(1).max(2000),
});
export type GatewayRankingInput = z.infer<typeof GatewayRankingInput>;
export const GatewayRankingResult = z.strictObject({
  projectId: Id,
  seq: SeqOrZero,
  lines: z.array(RankingLine),
  /** Every view's own seq at `seq` (view-seq.ts): what the gateway numbers each view's frames from. */
  views: ViewCensus,
});
export type GatewayRankingResult = z.infer<typeof GatewayRankingResult>;
/** The audience of a gateway's proof: the issuer's, with this suffix (a user token's audience is the issuer alone). */
export const GATEWAY_PROOF_AUDIENCE = ':gateway';

/**
 * An event's head and its own fields, put together with Object.assign: on Node 20 an object
 * spread with a property after it (`{ ...head, view }`) gets a hidden class of its own on every
 * run, and a stream item is made per audience for every event.
 */
function headed<T extends object>(message: StreamBusMessage, seq: number, fields: T) {
  return Object.assign({ v: PROTOCOL_VERSION, projectId: message.projectId, seq }, fields);
}

/**
 * One stream event as an audience sees it, for the gateway (live) and the api (GetSince) alike,
 * so that catching up shows exactly what the socket would have shown. `supplierId` is the
 * supplier firm looking, for the 'supplier' audience (its 'self' view); null is a supplier that
 * is not a bidder. `viewSeq` is the event's place in this view's own stream (view-seq.ts), never
 * the hall's seq. Null means the audience gets nothing of it, not even a seq: who is sent what
 * is `isSentTo`, the one policy the view seqs count by.
 */
export function streamItemOf(
  message: StreamBusMessage,
  audience: HallAudience,
  supplierId: number | null,
  viewSeq: number,
): HallStreamItem | null {
  if (!isSentTo(keyOf(message), audience, supplierId)) return null;
  const looking: Audience = audience === 'supplier' && supplierId !== null ? 'self' : audience;
  switch (message.type) {
    case 'quote.accepted': {
      const { context, ...event } = message.payload;
      const view = viewOfQuoteAccepted(event, looking, disclosureContextOf(context, false, supplierId), viewSeq);
      if (!view) return null;
      return { event: 'quote:accepted', message: headed(message, viewSeq, { view }) };
    }
    case 'quotes.opened': {
      const { context, ranking, openedAt } = message.payload;
      return {
        event: 'quotes:opened',
        message: headed(message, viewSeq, {
          openedAt,
          ranking: viewOfRanking(ranking, looking, disclosureContextOf(context, true, supplierId)),
        }),
      };
    }
    case 'signup.audited': {
      const { signUpId, status, reason } = message.payload;
      return { event: 'signup:audited', message: headed(message, viewSeq, { signUpId, status, reason }) };
    }
    case 'window.changed':
      return {
        event: 'window:changed',
        message: headed(message, viewSeq, { ...message.payload, at: message.createdAt }),
      };
    case 'project.state':
      return {
        event: 'project:state',
        message: headed(message, viewSeq, { from: message.payload.from, to: message.payload.to }),
      };
  }
}

/**
 * A view's items of a hall's whole stream (`messages` from its first event, in seq order),
 * each numbered in the view's own sequence as the gateway numbers them live.
 */
export function streamItemsOf(
  messages: readonly StreamBusMessage[],
  audience: HallAudience,
  supplierId: number | null,
): HallStreamItem[] {
  const seqs = new ViewSeqs();
  const items: HallStreamItem[] = [];
  for (const message of messages) {
    const item = streamItemOf(message, audience, supplierId, seqs.count(keyOf(message)).seqOf(audience, supplierId));
    if (item) items.push(item);
  }
  return items;
}
