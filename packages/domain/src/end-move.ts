/**
 * How far an operator may move a live window's end (Hall/AdjustEnd). Bidders plan on the end
 * they were shown: it may come no sooner than a few minutes from now (nobody is cut off in the
 * middle of a quote), go no more than a day past the current end in one move, and the window
 * may never grow longer than a week in all, so repeated moves cannot keep an auction open
 * indefinitely. A window already closed never moves (the api refuses it as not live).
 */
export const END_MOVE_LIMITS = {
  minLeadMs: 5 * 60_000,
  maxLaterMs: 24 * 3_600_000,
  maxWindowMs: 7 * 24 * 3_600_000,
} as const;

export type EndMoveLimits = { minLeadMs: number; maxLaterMs: number; maxWindowMs: number };

export type EndMoveRefusal = 'end-too-soon' | 'end-too-far' | 'window-too-long';

export type EndMove = {
  now: number;
  /** The window's start (uppriceFromTime). */
  from: number;
  /** The window's end before the move. */
  currentEnd: number;
  newEnd: number;
};

export function endMoveRefusal(move: EndMove, limits: EndMoveLimits = END_MOVE_LIMITS): EndMoveRefusal | null {
  if (move.newEnd < Math.max(move.now, move.from) + limits.minLeadMs) return 'end-too-soon';
  if (move.newEnd > move.currentEnd + limits.maxLaterMs) return 'end-too-far';
  if (move.newEnd - move.from > limits.maxWindowMs) return 'window-too-long';
  return null;
}
