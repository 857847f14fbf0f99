import { describe, expect, it } from 'vitest';
import { runPaced } from '../bench/load.ts';

// 10 senders at 1,000 calls a second: each sender's calls are 10 ms apart, the senders 1 ms
// apart, so the first 50 ms hold 5 calls of each sender and the next 100 ms hold 10 each,
// however late the machine runs them (every call due is made).
const RATE = 1000;
const SENDERS = 10;

describe("the open loop's unmeasured warm-up (bench/load.ts)", () => {
  it('makes the warm-up calls on schedule but keeps them out of the figures', async () => {
    const stats = await runPaced(RATE, SENDERS, 0.1, async () => true, 0.05);
    expect(stats.warmUpOk).toBe(50);
    expect(stats.ok).toBe(100);
    expect(stats.failed).toBe(0);
  });

  it('still counts a warm-up call that failed as failed', async () => {
    const calls = new Map<number, number>();
    const firstFiveFail = async (sender: number) => {
      const made = (calls.get(sender) ?? 0) + 1;
      calls.set(sender, made);
      return made > 5;
    };
    const stats = await runPaced(RATE, SENDERS, 0.1, firstFiveFail, 0.05);
    expect(stats.failed).toBe(50);
    expect(stats.warmUpOk).toBe(0);
    expect(stats.ok).toBe(100);
  });

  it('never makes a call before it is due', async () => {
    // node's timers run on the loop's cached millisecond clock, which lags performance.now()
    // while a callback runs: on a busy loop a timer alone fires calls early, and their
    // latency, counted from the appointed time, comes out too small (even below zero).
    const busyLoop = setInterval(() => {
      const until = performance.now() + 3;
      while (performance.now() < until);
    }, 1);
    const interval = (1000 * SENDERS) / RATE;
    const early: string[] = [];
    const made = new Map<number, number>();
    const startedNoLaterThan = performance.now();
    try {
      await runPaced(RATE, SENDERS, 0.2, async (sender) => {
        const k = made.get(sender) ?? 0;
        made.set(sender, k + 1);
        const dueNoEarlierThan = startedNoLaterThan + (interval * sender) / SENDERS + k * interval;
        const ahead = dueNoEarlierThan - performance.now();
        if (ahead > 0) early.push(`sender ${sender} call ${k}: ${ahead.toFixed(2)} ms early`);
        return true;
      });
    } finally {
      clearInterval(busyLoop);
    }
    expect(early).toEqual([]);
  });
});
