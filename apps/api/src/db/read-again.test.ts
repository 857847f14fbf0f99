import { describe, expect, it } from 'vitest';
import { READ_AGAIN_BY, READ_AGAIN_FROM, readAgainAt } from './read-again.ts';

describe('readAgainAt', () => {
  it('falls between a quarter and three quarters of the time after the read', () => {
    expect(readAgainAt(1_000, 4_000, () => 0)).toBe(1_000 + 4_000 * READ_AGAIN_FROM);
    expect(readAgainAt(1_000, 4_000, () => 0.5)).toBe(3_000);
    expect(readAgainAt(1_000, 4_000, () => 1 - Number.EPSILON)).toBeLessThan(1_000 + 4_000 * READ_AGAIN_BY);
  });

  it('spreads facts read together over that span, so that they are not read again together', () => {
    const points = Array.from({ length: 200 }, () => readAgainAt(0, 5_000));
    expect(Math.min(...points)).toBeGreaterThanOrEqual(5_000 * READ_AGAIN_FROM);
    expect(Math.max(...points)).toBeLessThan(5_000 * READ_AGAIN_BY);
    // 200 points at one instant would be a wave; spread, no 50 ms holds a tenth of them.
    const perSlot = new Map<number, number>();
    for (const point of points) perSlot.set(Math.floor(point / 50), (perSlot.get(Math.floor(point / 50)) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThan(20);
  });
});
