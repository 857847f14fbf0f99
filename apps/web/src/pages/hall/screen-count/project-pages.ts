import type { CountdownPhase } from '@bidhall/contracts/realtime/window';

/** Cards one page of the wall's project panel holds; more rotate page by page. */
export const CARDS_PER_PAGE = 4;
const ORDER: Readonly<Record<CountdownPhase, number>> = { open: 0, paused: 1, 'not-started': 2, ended: 3 };

/** Live windows first, then upcoming, then ended; each group soonest end first. */
export function byUrgency<T extends { phase: CountdownPhase; endsAt: number | null }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => ORDER[a.phase] - ORDER[b.phase] || (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity));
}

/** The rows of page `page` (wrapping), and how many pages there are. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  perPage = CARDS_PER_PAGE,
): { shown: T[]; pages: number; index: number } {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const index = ((page % pages) + pages) % pages;
  return { shown: rows.slice(index * perPage, (index + 1) * perPage), pages, index };
}

/** The cards a page is laid out for: a short last page keeps the size of the full pages it rotates with. */
export const cardSlots = (shown: number, pages: number): number => (pages > 1 ? CARDS_PER_PAGE : shown);

/**
 * The font scale of a card: the fewer cards a page shows, the larger each is drawn, so that
 * one or two live projects fill the panel as four do.
 */
export const cardScale = (shown: number): number => (shown <= 1 ? 1.6 : shown === 2 ? 1.35 : shown === 3 ? 1.15 : 1);

/** How far a window has run, 0..1 (null outside an open or paused window). */
export function windowProgress(from: number, to: number, now: number, phase: CountdownPhase): number | null {
  if ((phase !== 'open' && phase !== 'paused') || to <= from) return null;
  return Math.min(1, Math.max(0, (now - from) / (to - from)));
}
