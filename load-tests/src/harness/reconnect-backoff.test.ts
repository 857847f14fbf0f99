import { describe, expect, it } from 'vitest';
import { ReconnectBackoff } from './reconnect-backoff.ts';

describe('ReconnectBackoff', () => {
  it("spreads the first try over 0.5-1.5 s, as a browser's socket.io-client does", () => {
    const b = new ReconnectBackoff();
    const delays = Array.from({ length: 2_000 }, () => {
      const d = b.next();
      b.reset();
      return d;
    });
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays)).toBeLessThan(1_500);
    // Spread, not in step: both ends of the range are used.
    expect(delays.filter((d) => d < 700).length).toBeGreaterThan(100);
    expect(delays.filter((d) => d > 1_300).length).toBeGreaterThan(100);
  });

  it('doubles for each failed try up to 5 s and starts again after a connection', () => {
    const fixed = (rand: number) => new ReconnectBackoff(() => rand);
    // rand 0.2: sign digit 2 is even, so the deviation (10 %) is taken off.
    const b = fixed(0.2);
    expect([b.next(), b.next(), b.next(), b.next()]).toEqual([900, 1_800, 3_600, 5_000]);
    b.reset();
    expect(b.next()).toBe(900);
    // rand 0.15: sign digit 1 is odd, so the deviation (7.5 %) is added.
    expect(fixed(0.15).next()).toBe(1_075);
  });
});
