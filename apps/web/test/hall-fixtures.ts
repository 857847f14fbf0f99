import type { HallStreamItem } from '@bidhall/contracts/hall';
import type { CountdownMessage, HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';

export const T0 = Date.UTC(2030, 0, 1, 9, 0, 0);

export const windowOf = (version: number, patch: Partial<ProjectWindow> = {}): ProjectWindow => ({
  applyToTime: T0 - 3_600_000,
  uppriceFromTime: T0,
  uppriceToTime: T0 + 600_000,
  paused: false,
  extensions: 0,
  extendedSeconds: 0,
  version,
  ...patch,
});

export function snapshotOf(seq: number, patch: Partial<HallSnapshot> = {}): HallSnapshot {
  return {
    v: 1,
    projectId: 7,
    seq,
    serverNow: T0,
    audience: 'agency',
    project: { state: 5, winbidRule: 1, disclosure: 3, sealed: false, opened: false, maxQuotes: 5 },
    window: windowOf(1),
    ranking: { kind: 'full', entries: [] },
    ...patch,
  };
}

export const entry = (rank: number, supplierId: number, amount: string, seq: number): RankingEntry => ({
  rank,
  supplierId,
  companyName: `供应商${supplierId}`,
  amount,
  acceptedAt: T0 + seq * 1000,
  seq,
  quoteCount: 1,
});

/** quote:accepted for the agency: supplier `supplierId` quoted `amount` at `seq` (its line only). */
export function fullQuote(seq: number, supplierId: number, amount: string, quoteCount = 1): HallStreamItem {
  const quote = {
    supplierId,
    companyName: `供应商${supplierId}`,
    amount,
    acceptedAt: T0 + seq * 1000,
    seq,
    quoteCount,
    rank: 1,
  };
  return {
    event: 'quote:accepted',
    message: { v: 1, projectId: 7, seq, view: { kind: 'full', quote, isNewBest: true } },
  };
}

export function windowChanged(
  seq: number,
  window: ProjectWindow,
  kind: 'extended' | 'paused' | 'corrected' = 'extended',
  reason: string | null = null,
): HallStreamItem {
  return { event: 'window:changed', message: { v: 1, projectId: 7, seq, kind, window, reason } };
}

export const countdownOf = (
  windowVersion: number,
  endsAt: number | null,
  phase: CountdownMessage['phase'] = 'open',
): CountdownMessage => ({
  v: 1,
  projectId: 7,
  serverNow: T0,
  phase,
  endsAt,
  windowVersion,
});
