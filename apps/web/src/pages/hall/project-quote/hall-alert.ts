import type { HallView } from '../../../realtime/hall-view';

type HallAlertKind = 'outbid' | 'extended' | 'paused' | 'resumed' | 'corrected';

export interface HallAlert {
  kind: HallAlertKind;
  /** The stream seq that raised it: one alert per event, never the same one twice. */
  seq: number;
  /** Outbid: the supplier's rank now. */
  rank?: number;
}

const ownRank = (view: HallView) => (view.ranking?.kind === 'supplier' ? (view.ranking.own?.rank ?? null) : null);

/**
 * What a supplier must notice between two states of its hall: its rank fell (someone beat its
 * quote), or the window was extended, paused, resumed or moved. Nothing for the first snapshot
 * (no state before it to compare with) nor for the supplier's own quote.
 */
export function alertBetween(prev: HallView, next: HallView): HallAlert | null {
  if (next.notice && next.notice.seq !== prev.notice?.seq && next.notice.kind !== 'published')
    return { kind: next.notice.kind, seq: next.notice.seq };
  if (prev.ranking === null || next.seq === prev.seq) return null;
  const before = ownRank(prev);
  const after = ownRank(next);
  if (before !== null && after !== null && after > before) return { kind: 'outbid', seq: next.seq, rank: after };
  return null;
}
