import { describe, expect, it } from 'vitest';
import { estimateOffset, sampleOf } from './clock';
import { pingRound, useClock } from './clock-store';

describe('clock offset', () => {
  it('answers null without samples and the offset of a single one', () => {
    expect(estimateOffset([])).toBeNull();
    expect(estimateOffset([sampleOf(1000, 5050, 1100)])).toBe(4000);
  });

  it('keeps to the fastest samples, so slow asymmetric trips do not move it', () => {
    // True offset 2000 ms. Fast trips are symmetric; slow ones spend their delay on the way back.
    const fast = [20, 30, 25].map((rtt, i) => sampleOf(i * 1000, i * 1000 + rtt / 2 + 2000, i * 1000 + rtt));
    const slow = [800, 1200, 900].map((rtt, i) => sampleOf(i * 1000, i * 1000 + 10 + 2000, i * 1000 + rtt));
    expect(estimateOffset([...slow, ...fast])).toBe(2000);
  });

  it('estimates from simulated pings with latency and jitter', async () => {
    const offset = -7_500;
    let clock = 1_000_000;
    const now = () => clock;
    const delays = [
      [10, 10],
      [300, 20],
      [12, 12],
      [15, 400],
      [9, 11],
    ];
    let i = 0;
    const ping = async (t0: number) => {
      const [up, down] = delays[i++ % delays.length]!;
      clock = t0 + up!;
      const server = clock + offset;
      clock += down!;
      return server;
    };
    useClock.setState({ samples: [], offset: 0, synced: false });
    await pingRound(ping, now);
    expect(useClock.getState().synced).toBe(true);
    expect(Math.abs(useClock.getState().offset - offset)).toBeLessThanOrEqual(2);
  });
});
