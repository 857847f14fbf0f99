import type { HallStreamItem } from '@bidhall/contracts/hall';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import type { CountdownMessage, HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { RankingView } from '@bidhall/contracts/realtime/views';
import type { CountdownPhase, ProjectWindow, WindowChangeKind } from '@bidhall/contracts/realtime/window';
import { applyQuote } from './apply-quote';

export interface OwnQuote {
  seq: number;
  amount: string;
  acceptedAt: number;
}

/** An accepted quote's seq and server acceptance time. */
export interface QuoteTime {
  seq: number;
  at: number;
}

/** One accepted quote as this audience saw it, for the price-over-time chart and the log. */
export interface TrailPoint {
  seq: number;
  /** Server acceptance time; for others' quotes a supplier is not told it, so when it arrived. */
  at: number;
  amount: string;
  supplierId?: number;
  companyName?: string;
  /** Rank after this quote, where the audience sees ranks. */
  rank?: number | null;
  /** The looking supplier's own quote. */
  mine?: boolean;
}

export interface WindowNotice {
  kind: WindowChangeKind;
  reason: string | null;
  seq: number;
}

/** What a joined hall shows: the snapshot plus every stream event applied in seq order. */
export interface HallView {
  seq: number;
  audience: HallAudience | null;
  project: HallSnapshot['project'] | null;
  window: ProjectWindow | null;
  ranking: RankingView | null;
  countdown: { phase: CountdownPhase; endsAt: number | null; windowVersion: number } | null;
  /** The supplier's own accepted quotes, oldest first. */
  own: OwnQuote[];
  remainingQuotes: number | null;
  /** Server acceptance times of the quotes seen live (for quotes per minute). */
  quoteTimes: QuoteTime[];
  /** The quotes seen live with the amounts this audience may see (capped, newest kept). */
  trail: TrailPoint[];
  notice: WindowNotice | null;
  /** The window changes seen live (operator actions with their reasons), capped. */
  changes: (WindowNotice & { at: number })[];
  /** The seq of the last sign-up audit this socket was told of (its own firm's): 0 for none. */
  signUpAuditSeq: number;
  /** Supplier firms in the hall now (hall:presence; only the agency and purchaser are told). */
  online: number | null;
}

const CHANGES_KEPT = 100;

export const EMPTY_VIEW: HallView = {
  seq: 0,
  audience: null,
  project: null,
  window: null,
  ranking: null,
  countdown: null,
  own: [],
  remainingQuotes: null,
  quoteTimes: [],
  trail: [],
  notice: null,
  changes: [],
  signUpAuditSeq: 0,
  online: null,
};

/** The snapshot replaces the view; the own quotes and quote times seen so far are kept. */
export function viewFromSnapshot(prev: HallView, snap: HallSnapshot): HallView {
  const own = snap.ranking.kind === 'supplier' ? snap.ranking.own : null;
  return {
    ...prev,
    seq: snap.seq,
    audience: snap.audience,
    project: snap.project,
    window: newerWindow(prev.window, snap.window),
    ranking: snap.ranking,
    remainingQuotes: own ? own.remainingQuotes : prev.remainingQuotes,
  };
}

/** A late message never moves a window backwards: only a higher version replaces it. */
function newerWindow(held: ProjectWindow | null, incoming: ProjectWindow): ProjectWindow {
  return held && held.version >= incoming.version ? held : incoming;
}

/** Applies one stream event; an event at or below the view's seq changes nothing. */
export function applyItem(view: HallView, item: HallStreamItem, receivedAt: number = Date.now()): HallView {
  const seq = item.message.seq;
  if (seq <= view.seq) return view;
  const next = { ...view, seq };
  switch (item.event) {
    case 'quote:accepted':
      return applyQuote(next, item.message.view, { seq, receivedAt });
    case 'window:changed': {
      const { kind, reason, window, at } = item.message;
      const moved = newerWindow(view.window, window);
      if (moved === view.window) return next;
      const changes = [...view.changes, { kind, reason, seq, at: at ?? receivedAt }].slice(-CHANGES_KEPT);
      return { ...next, window: moved, notice: { kind, reason, seq }, changes };
    }
    case 'project:state':
      return next.project ? { ...next, project: { ...next.project, state: item.message.to } } : next;
    case 'quotes:opened':
      return {
        ...next,
        ranking: item.message.ranking,
        project: next.project ? { ...next.project, opened: true } : null,
      };
    case 'signup:audited':
      return { ...next, signUpAuditSeq: seq };
  }
}

/** The volatile countdown: kept unless it speaks of an older window than the one held. */
export function applyCountdown(view: HallView, message: CountdownMessage): HallView {
  if (view.window && message.windowVersion < view.window.version) return view;
  return { ...view, countdown: { phase: message.phase, endsAt: message.endsAt, windowVersion: message.windowVersion } };
}
