import { countdownPhase } from './countdown-phase.ts';
import type { CountdownPhase, ProjectWindow } from './window.ts';

const PHASE_RANK: Readonly<Record<CountdownPhase, number>> = { open: 0, paused: 1, 'not-started': 2, ended: 3 };

/**
 * The order a list of halls shows at `now`: the windows open now, the one ending soonest first;
 * the paused ones; those still to come, the soonest first; then the ended, the latest first. A
 * project without a window goes last. A bidder opening the list looks for the hall to quote in
 * now, which the order of the server's list (newest start first) put below those to come.
 */
export function inHallOrder<T>(
  items: readonly T[],
  now: number,
  windowOf: (item: T) => ProjectWindow | null,
  stateOf: (item: T) => number | undefined,
): T[] {
  const keyed = items.map((item) => {
    const window = windowOf(item);
    if (!window) return { item, rank: Number.POSITIVE_INFINITY, at: 0 };
    const { phase } = countdownPhase(window, now, stateOf(item));
    const at = phase === 'not-started' ? window.uppriceFromTime : window.uppriceToTime;
    return { item, rank: PHASE_RANK[phase], at: phase === 'ended' ? -at : at };
  });
  // Array.prototype.sort is stable: projects alike keep the server's order.
  return keyed.sort((a, b) => a.rank - b.rank || a.at - b.at).map((k) => k.item);
}
