/**
 * When each of a run's events is published, in milliseconds after the first. `even` spaces them
 * 1/rate apart (a storm's steady pace); `poisson` draws the gaps from an exponential distribution
 * of the same mean, as independent bidders' quotes arrive, so a quiet hall sees the bunches and
 * lulls the frame tick is judged on. The draw is seeded: every server of a run, and every run
 * with the same arguments, gets the same schedule.
 */
const ARRIVALS = ['even', 'poisson'] as const;
export type Arrivals = (typeof ARRIVALS)[number];
export const isArrivals = (value: unknown): value is Arrivals => ARRIVALS.includes(value as Arrivals);

export function arrivalOffsets(events: number, rate: number, arrivals: Arrivals, seed = 1): number[] {
  const meanGapMs = 1000 / rate;
  if (arrivals === 'even') return Array.from({ length: events }, (_, i) => i * meanGapMs);
  const random = mulberry32(seed);
  const offsets = [0];
  for (let i = 1; i < events; i += 1) offsets.push(offsets[i - 1]! - meanGapMs * Math.log(1 - random()));
  return offsets;
}

/** A small seeded generator of uniform numbers in [0, 1) (Mulberry32). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
