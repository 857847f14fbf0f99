/** The earliest and the latest point of a remembered fact's time at which it is read again. */
export const READ_AGAIN_FROM = 0.25;
export const READ_AGAIN_BY = 0.75;

/**
 * When a fact read from the database at `readAt`, and used for `lifetimeMs` without reading it
 * again, is read again in the background while it still holds: at a random point between a
 * quarter and three quarters of its time, drawn anew at each read.
 *
 * Not at one fixed point: the facts of a busy hall are read together when it opens (every
 * bidder's first quote), and read again at a fixed point they were read together again every
 * cycle, a wave of a few hundred statements within a fifth of a second that the quotes of that
 * moment would queue behind. Drawn at random, they
 * drift apart within a cycle or two, and the reads go out at an even rate.
 */
export function readAgainAt(readAt: number, lifetimeMs: number, random: () => number = Math.random): number {
  return readAt + lifetimeMs * (READ_AGAIN_FROM + (READ_AGAIN_BY - READ_AGAIN_FROM) * random());
}
