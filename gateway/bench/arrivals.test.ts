import { describe, expect, it } from 'vitest';
import { arrivalOffsets } from './arrivals.ts';

describe('the bench schedule of events', () => {
  it('spaces even arrivals 1/rate apart', () => {
    expect(arrivalOffsets(4, 5, 'even')).toEqual([0, 200, 400, 600]);
  });

  it('draws Poisson arrivals at the set mean rate, the same schedule for the same seed', () => {
    const offsets = arrivalOffsets(20_000, 5, 'poisson');
    expect(arrivalOffsets(20_000, 5, 'poisson')).toEqual(offsets);
    expect(arrivalOffsets(20_000, 5, 'poisson', 2)).not.toEqual(offsets);
    const gaps = offsets.slice(1).map((t, i) => t - offsets[i]!);
    expect(gaps.every((g) => g >= 0)).toBe(true);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean).toBeGreaterThan(195);
    expect(mean).toBeLessThan(205);
    // Exponential gaps: about 1 - e^-0.5 = 39 % of them shorter than half the mean (even: none).
    const short = gaps.filter((g) => g < 100).length / gaps.length;
    expect(short).toBeGreaterThan(0.37);
    expect(short).toBeLessThan(0.42);
  });
});
