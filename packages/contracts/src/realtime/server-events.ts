import { z } from 'zod';
import { BadgeCounts } from './badge-counts.ts';
import {
  Count,
  DisclosureModeCode,
  EpochMs,
  HallAudience,
  Id,
  ProjectStateCode,
  RoleNameSchema,
  Seq,
  SeqOrZero,
  WinbidRuleCode,
} from './primitives.ts';
import { ProtocolVersion } from './protocol.ts';
import { QuoteAcceptedView, RankingView } from './views.ts';
import { CountdownPhase, ProjectWindow, WindowChangeKind } from './window.ts';

/**
 * Server-to-client messages. Each carries `v`; those that belong to a project's event stream
 * also carry the stream's `seq`, which a client applies in order and at most once.
 */

/**
 * A project's stream message: `seq` is the event's place in the receiving view's own stream,
 * gap-free per view (an audience; a supplier as its firm), counting only the events that view
 * is sent (contracts/src/view-seq.ts).
 */
const streamed = { v: ProtocolVersion, projectId: Id, seq: Seq };

/** The whole hall as this socket may see it; `seq` is the last event it reflects (0: none). */
export const HallSnapshot = z.strictObject({
  v: ProtocolVersion,
  projectId: Id,
  seq: SeqOrZero,
  serverNow: EpochMs,
  audience: HallAudience,
  project: z.strictObject({
    state: ProjectStateCode,
    winbidRule: WinbidRuleCode,
    disclosure: DisclosureModeCode,
    sealed: z.boolean(),
    /** Sealed methods: the agency has opened the quotes. */
    opened: z.boolean(),
    maxQuotes: z.number().int().positive().nullable(),
  }),
  window: ProjectWindow,
  ranking: RankingView,
});
export type HallSnapshot = z.infer<typeof HallSnapshot>;

/** One accepted quote, as this audience may see it (views.ts). */
export const QuoteAcceptedMessage = z.strictObject({ ...streamed, view: QuoteAcceptedView });
export type QuoteAcceptedMessage = z.infer<typeof QuoteAcceptedMessage>;

/** The window moved: apply only when `window.version` is above the one held. */
export const WindowChangedMessage = z.strictObject({
  ...streamed,
  kind: WindowChangeKind,
  window: ProjectWindow,
  /** The operator's reason (a pause, a moved end); null otherwise. */
  reason: z.string().max(2000).nullable(),
  /**
   * When the move was recorded, by the api's clock (its stream row's time), so that a log read
   * again after a reload dates each operator action as the live one did. Every server sends it.
   */
  at: EpochMs.optional(),
});
export type WindowChangedMessage = z.infer<typeof WindowChangedMessage>;

/**
 * The authoritative clock, every few seconds, volatile (may be dropped): clients render the
 * seconds locally on the synced clock. Not part of the stream, so no seq; `windowVersion` lets
 * a client ignore a countdown older than the window it holds. `endsAt` is the end of the
 * current phase: uppriceFromTime before the window, uppriceToTime during and after it, null
 * while paused.
 */
export const CountdownMessage = z.strictObject({
  v: ProtocolVersion,
  projectId: Id,
  serverNow: EpochMs,
  phase: CountdownPhase,
  endsAt: EpochMs.nullable(),
  windowVersion: z.number().int().positive(),
});
export type CountdownMessage = z.infer<typeof CountdownMessage>;

export const ProjectStateMessage = z.strictObject({ ...streamed, from: ProjectStateCode, to: ProjectStateCode });
export type ProjectStateMessage = z.infer<typeof ProjectStateMessage>;

/** To the supplier concerned only: its sign-up was passed (1) or returned (2) with a reason. */
export const SignUpAuditedMessage = z.strictObject({
  ...streamed,
  signUpId: Id,
  status: z.literal([1, 2]),
  reason: z.string().max(2000).nullable(),
});
export type SignUpAuditedMessage = z.infer<typeof SignUpAuditedMessage>;

/** Sealed methods: the agency opened the quotes; the ranking as this audience may now see it. */
export const QuotesOpenedMessage = z.strictObject({ ...streamed, openedAt: EpochMs, ranking: RankingView });
export type QuotesOpenedMessage = z.infer<typeof QuotesOpenedMessage>;

/** Per user, coalesced: the current counts for the selected role (replace, do not add). */
export const BadgeCountsMessage = z.strictObject({ v: ProtocolVersion, role: RoleNameSchema, counts: BadgeCounts });
export type BadgeCountsMessage = z.infer<typeof BadgeCountsMessage>;

/**
 * How many supplier firms have a socket in a project's hall right now (across gateway nodes),
 * sent to the audiences the audience policy lets count the bidders at every phase.
 */
export const HallPresenceMessage = z.strictObject({ v: ProtocolVersion, projectId: Id, online: Count });
export type HallPresenceMessage = z.infer<typeof HallPresenceMessage>;

/** Big-screen aggregates for a tenant, at most once a second. */
export const ScreenStatsMessage = z.strictObject({
  v: ProtocolVersion,
  tenantId: Id,
  serverNow: EpochMs,
  liveProjects: Count,
  bidders: Count,
  quotesPerMinute: Count,
});
export type ScreenStatsMessage = z.infer<typeof ScreenStatsMessage>;

/**
 * One stream event as the caller's audience sees it, named by its Socket.IO event. Events the
 * caller may not see are left out entirely (not even a bare seq), as on the socket.
 */
export const HallStreamItem = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('quote:accepted'), message: QuoteAcceptedMessage }),
  z.strictObject({ event: z.literal('window:changed'), message: WindowChangedMessage }),
  z.strictObject({ event: z.literal('project:state'), message: ProjectStateMessage }),
  z.strictObject({ event: z.literal('signup:audited'), message: SignUpAuditedMessage }),
  z.strictObject({ event: z.literal('quotes:opened'), message: QuotesOpenedMessage }),
]);
export type HallStreamItem = z.infer<typeof HallStreamItem>;

/** The most events one frame carries (a tick of a storm far beyond the target holds fewer). */
export const HALL_FRAME_MAX = 1000;

/**
 * Several stream events of one hall in one packet: what a watcher is sent under a storm, one
 * frame per hall per tick carrying every event since its last one, in order, each item as it
 * would have come alone (its own seq). A client applies the items one by one, checking its
 * view's seq per item. An event alone in its tick still comes as itself.
 */
export const HallFrameMessage = z.strictObject({
  v: ProtocolVersion,
  projectId: Id,
  items: z.array(HallStreamItem).min(2).max(HALL_FRAME_MAX),
});
export type HallFrameMessage = z.infer<typeof HallFrameMessage>;
