import { describe, expect, it } from 'vitest';
import { createReadAgainTick } from './read-again-tick.ts';

/** A tick whose runs are listed; `fail` makes every run throw. */
function recordedTick(opts: { tickMs: number; maxItems: number; fail?: boolean }) {
  const runs: number[][] = [];
  const tick = createReadAgainTick(async (items: number[]) => {
    runs.push(items);
    if (opts.fail) throw new Error('database gone');
  }, opts);
  return { tick, runs };
}

describe('background reads gathered in a tick (createReadAgainTick)', () => {
  it('runs what was added within the tick together, once, after the tick', async () => {
    const { tick, runs } = recordedTick({ tickMs: 30, maxItems: 100 });
    for (let i = 0; i < 10; i += 1) tick.add(i);
    expect(runs).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    // A later item starts a tick of its own.
    tick.add(10);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [10]]);
  });

  it('splits a tick into runs of at most maxItems, in the order added', async () => {
    const { tick, runs } = recordedTick({ tickMs: 10_000, maxItems: 4 });
    for (let i = 0; i < 10; i += 1) tick.add(i);
    await tick.settled();
    expect(runs).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it('settled runs what is gathered at once and waits for it; a failed run rejects nothing', async () => {
    const { tick, runs } = recordedTick({ tickMs: 10_000, maxItems: 10, fail: true });
    tick.add(1);
    await expect(tick.settled()).resolves.toBeUndefined();
    expect(runs).toEqual([[1]]);
    // Nothing left to run, and no timer left to run it.
    await tick.settled();
    expect(runs).toEqual([[1]]);
  });
});
