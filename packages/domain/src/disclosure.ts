import { audienceFacts, type AudienceFacts, type Phase, type Relation } from './audience-policy.ts';
import type { DisclosureMode } from './winbid-rules.ts';

/**
 * Who is looking. 'self' is a supplier seeing its own standing; 'supplier' is what any
 * supplier may see of the others; 'screen' is the public big screen.
 */
export const AUDIENCES = ['self', 'supplier', 'agency', 'purchaser', 'expert', 'screen'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** One line of the full ranking (ranking.ts output joined with company names). */
export interface RankingEntry {
  rank: number;
  supplierId: number;
  companyName: string;
  /** Canonical decimal string, two decimals. */
  amount: string;
  acceptedAt: number;
  seq: number;
  quoteCount: number;
}

export interface DisclosureContext {
  disclosure: DisclosureMode;
  sealed: boolean;
  windowEnded: boolean;
  /** Sealed methods: the agency has opened the quotes (always after the window). */
  opened: boolean;
  /** The supplier looking, for the 'self' audience. */
  viewerSupplierId?: number | null;
  /** For the supplier's remaining count; null or absent is unlimited. */
  maxQuotes?: number | null;
}

export interface HiddenView {
  kind: 'hidden';
}
export interface CountsView {
  kind: 'counts';
  bidderCount: number;
  quoteCount: number;
}
export interface FullRankingView {
  kind: 'full';
  entries: RankingEntry[];
}
/** Sealed before opening: who has quoted, never how much, in supplier-id order (no rank). */
export interface SealedBidder {
  supplierId: number;
  companyName: string;
  acceptedAt: number;
  quoteCount: number;
}
export interface SealedRankingView {
  kind: 'sealed';
  bidderCount: number;
  bidders: SealedBidder[];
}
/** The looking supplier's own quote; its rank only when the mode shows ranks. */
export interface OwnStanding {
  amount: string;
  rank: number | null;
  quoteCount: number;
  remainingQuotes: number | null;
}
/** What a supplier may see of one line: an amount and its place, a name in mode 3. */
export interface PublicEntry {
  rank: number;
  amount: string;
  companyName?: string;
}
export interface SupplierRankingView {
  kind: 'supplier';
  own: OwnStanding | null;
  entries: PublicEntry[];
}

export type RankingView = HiddenView | CountsView | FullRankingView | SealedRankingView | SupplierRankingView;

/**
 * The audience policy's facts for a hall audience (audience-policy.ts): the views below only
 * shape what it grants. A hall is watched from the window on, so the phase is the window's.
 */
function factsOf(relation: Relation, ctx: DisclosureContext): AudienceFacts {
  const phase: Phase = ctx.windowEnded ? (ctx.opened ? 'opened' : 'windowEnded') : 'windowOpen';
  return audienceFacts(relation, phase, { disclosure: ctx.disclosure, sealed: ctx.sealed });
}

/** Amounts may be seen at all: open auctions always, sealed ones once ended and opened. */
export function amountsVisible(ctx: DisclosureContext): boolean {
  return factsOf('handlingAgency', ctx).amounts === 'all';
}

/**
 * The part of a project's ranking an audience may see (docs/rules.md "What each audience sees").
 * Computed on the server per audience; a socket never receives more than this.
 */
export function viewOfRanking(
  ranking: readonly RankingEntry[],
  audience: Audience,
  ctx: DisclosureContext,
): RankingView {
  switch (audience) {
    case 'screen':
      return countsOf(ranking);
    case 'expert':
      return factsOf('assignedExpert', ctx).amounts === 'all'
        ? { kind: 'full', entries: ranking.map(copyEntry) }
        : { kind: 'hidden' };
    case 'agency':
    case 'purchaser':
      return amountsVisible(ctx) ? { kind: 'full', entries: ranking.map(copyEntry) } : sealedView(ranking);
    case 'self':
    case 'supplier':
      return supplierView(ranking, audience === 'self' ? (ctx.viewerSupplierId ?? null) : null, ctx);
  }
}

export function countsOf(ranking: readonly RankingEntry[]): CountsView {
  return { kind: 'counts', bidderCount: ranking.length, quoteCount: ranking.reduce((n, e) => n + e.quoteCount, 0) };
}

// A fresh object with exactly the allowed fields, so extra properties never ride along.
function copyEntry(e: RankingEntry): RankingEntry {
  return {
    rank: e.rank,
    supplierId: e.supplierId,
    companyName: e.companyName,
    amount: e.amount,
    acceptedAt: e.acceptedAt,
    seq: e.seq,
    quoteCount: e.quoteCount,
  };
}

function sealedView(ranking: readonly RankingEntry[]): SealedRankingView {
  const bidders = ranking
    .map((e) => ({
      supplierId: e.supplierId,
      companyName: e.companyName,
      acceptedAt: e.acceptedAt,
      quoteCount: e.quoteCount,
    }))
    .sort((a, b) => a.supplierId - b.supplierId);
  return { kind: 'sealed', bidderCount: bidders.length, bidders };
}

function supplierView(
  ranking: readonly RankingEntry[],
  viewer: number | null,
  ctx: DisclosureContext,
): SupplierRankingView {
  const facts = factsOf('passedBidder', ctx);
  const showOthers = facts.amounts === 'all';
  const mine = viewer === null ? undefined : ranking.find((e) => e.supplierId === viewer);
  const own: OwnStanding | null = mine
    ? {
        amount: mine.amount,
        rank: showOthers ? mine.rank : null,
        quoteCount: mine.quoteCount,
        remainingQuotes: ctx.maxQuotes == null ? null : Math.max(0, ctx.maxQuotes - mine.quoteCount),
      }
    : null;
  const entries = showOthers ? ranking.map((e) => publicEntry(e, facts)) : [];
  return { kind: 'supplier', own, entries };
}

// One public line per ranking entry and cut, kept while the entry lives: a ranking keeps the
// entries a quote did not move, so the next view of it is mostly the same objects. Entries
// never change.
const namedLines = new WeakMap<RankingEntry, PublicEntry>();
const anonymousLines = new WeakMap<RankingEntry, PublicEntry>();

function publicEntry(e: RankingEntry, facts: AudienceFacts): PublicEntry {
  const named = facts.identities === 'all';
  const lines = named ? namedLines : anonymousLines;
  let line = lines.get(e);
  if (!line) {
    line = named ? { rank: e.rank, amount: e.amount, companyName: e.companyName } : { rank: e.rank, amount: e.amount };
    lines.set(e, line);
  }
  return line;
}

/**
 * Everything about one accepted quote, as the api publishes it on the bus. Only the gateway
 * sees this; every socket gets viewOfQuoteAccepted of it.
 */
export interface QuoteAcceptedEvent {
  projectId: number;
  quoteId: string;
  supplierId: number;
  companyName: string;
  amount: string;
  acceptedAt: number;
  /** The project stream seq of this event; also the quote's tie-break seq. */
  seq: number;
  /** The supplier's accepted quotes so far, this one included. */
  quoteCount: number;
  isNewBest: boolean;
  /** The full ranking after this quote; it holds the quoting bidder's line. */
  ranking: RankingEntry[];
}

/**
 * A quote:accepted view carries the quote as a line of the audience's ranking view (the shape
 * viewOfRanking gives), so a client folds it into the view it holds with the one rule
 * (ranking-view-after.ts) instead of re-ranking from another shape.
 *
 * Agency and purchaser in open auctions: the bidder's new ranking entry (its place after the
 * quote), not the whole ranking, so the view stays small however many bid.
 */
export interface FullQuoteView {
  kind: 'full';
  quote: RankingEntry;
  isNewBest: boolean;
}
/** Sealed: that someone quoted (a sealed bidder line), never how much or in what place. */
export interface SealedQuoteView {
  kind: 'sealed';
  quote: SealedBidder;
  bidderCount: number;
}
/**
 * A supplier's view: `quote` is the new quote as the mode shows it to everyone (modes 2-3),
 * `own` confirms the viewer's own quote, `standing` is viewOfRanking for the viewer.
 */
export interface SupplierQuoteView {
  kind: 'supplier';
  quote: PublicEntry | null;
  own: { amount: string; acceptedAt: number; seq: number; quoteCount: number; remainingQuotes: number | null } | null;
  standing: SupplierRankingView;
}

export type QuoteAcceptedView = FullQuoteView | SealedQuoteView | SupplierQuoteView | CountsView;

/**
 * Who is sent a stream event at all, by hall audience: each audience as a whole, every
 * supplier firm (`suppliers`), and the one firm the event is about (`firm`) besides. Anyone
 * else gets nothing of it, not even its place in the stream: a view's stream seq counts only
 * the events its view is sent.
 */
export interface Seers {
  agency: boolean;
  purchaser: boolean;
  expert: boolean;
  suppliers: boolean;
  firm: number | null;
}

/** Whether the hall audience `audience` (a supplier as `firm`, null when it is none) is among `seers`. */
export function isAmong(seers: Seers, audience: 'agency' | 'purchaser' | 'expert' | 'supplier', firm: number | null) {
  if (audience !== 'supplier') return seers[audience];
  return seers.suppliers || (firm !== null && seers.firm === firm);
}

/**
 * Who is sent an accepted quote: the agency and the purchaser; every supplier only where the
 * bidder's facts show the others' amounts (modes 2-3 in an open auction), else the quoting
 * firm alone; no expert during the window. It depends on the quoter and the mode only, never
 * on amounts or the ranking.
 */
export function seersOfQuoteAccepted(quoterId: number, ctx: DisclosureContext): Seers {
  const others = factsOf('passedBidder', ctx).amounts === 'all';
  return { agency: true, purchaser: true, expert: false, suppliers: others, firm: quoterId };
}

/**
 * What an audience may learn from one accepted quote; null means send nothing (an expert
 * during the window, another supplier in mode 1 or under a sealed method). For 'self' the
 * context names the viewer; the gateway sends it to each bidder, whose own rank moves too.
 * `viewSeq` is the event's seq in the looking view's own stream (contracts view-seq.ts): the
 * quoting supplier is shown its own quote by it, as its quote answer is, since the hall's seq
 * would count the events it is not sent (the rivals' quotes under mode 1 or a sealed method).
 */
export function viewOfQuoteAccepted(
  event: QuoteAcceptedEvent,
  audience: Audience,
  ctx: DisclosureContext,
  viewSeq: number,
): QuoteAcceptedView | null {
  if (audience === 'screen') return countsOf(event.ranking);
  const viewer = audience === 'self' ? (ctx.viewerSupplierId ?? null) : null;
  if (!isAmong(seersOfQuoteAccepted(event.supplierId, ctx), audience === 'self' ? 'supplier' : audience, viewer))
    return null;
  switch (audience) {
    case 'expert':
      return null;
    case 'agency':
    case 'purchaser':
      return amountsVisible(ctx) ? fullQuoteView(event) : sealedQuoteView(event);
    case 'self':
    case 'supplier': {
      const standing = supplierView(event.ranking, viewer, ctx);
      const line = event.ranking.find((e) => e.supplierId === event.supplierId);
      const quote = standing.entries.length > 0 && line ? publicEntry(line, factsOf('passedBidder', ctx)) : null;
      const own =
        viewer === event.supplierId
          ? {
              amount: event.amount,
              acceptedAt: event.acceptedAt,
              seq: viewSeq,
              quoteCount: event.quoteCount,
              remainingQuotes: ctx.maxQuotes == null ? null : Math.max(0, ctx.maxQuotes - event.quoteCount),
            }
          : null;
      return { kind: 'supplier', quote, own, standing };
    }
  }
}

function fullQuoteView(event: QuoteAcceptedEvent): FullQuoteView {
  return { kind: 'full', quote: copyEntry(quoterLine(event)), isNewBest: event.isNewBest };
}

function sealedQuoteView(event: QuoteAcceptedEvent): SealedQuoteView {
  const { supplierId, companyName, acceptedAt, quoteCount } = quoterLine(event);
  return {
    kind: 'sealed',
    quote: { supplierId, companyName, acceptedAt, quoteCount },
    bidderCount: event.ranking.length,
  };
}

// The api ranks the quote before it publishes it, so the event's ranking holds the quoter's line.
function quoterLine(event: QuoteAcceptedEvent): RankingEntry {
  const line = event.ranking.find((e) => e.supplierId === event.supplierId);
  if (!line)
    throw new Error(`quote.accepted seq ${event.seq}: the ranking has no line of supplier ${event.supplierId}`);
  return line;
}
