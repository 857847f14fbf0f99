import { describe, expect, it } from 'vitest';
import { createBatchQueue } from './batch-queue.ts';

/** A run that records its batches and answers each only when the test releases it. */
function gatedRun() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((i) => i * 10);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { batches, releases, run, settle };
}

describe('createBatchQueue', () => {
  it('runs a lone item at once and the items that arrive meanwhile as the next batch, in order', async () => {
    const { batches, releases, run, settle } = gatedRun();
    const queue = createBatchQueue(run, 2);
    const answers = [1, 2, 3, 4].map((i) => queue('k', i));
    await settle();
    expect(batches).toEqual([[1]]);
    releases.shift()!();
    await settle();
    expect(batches).toEqual([[1], [2, 3]]); // at most maxBatch
    releases.shift()!();
    await settle();
    releases.shift()!();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('with `concurrent` 2 runs two batches of a key at once and combines what waits for them', async () => {
    const { batches, releases, run, settle } = gatedRun();
    const queue = createBatchQueue(run, 50, 2);
    const answers = [1, 2, 3, 4, 5].map((i) => queue('k', i));
    await settle();
    expect(batches).toEqual([[1], [2]]);
    releases.shift()!();
    await settle();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    releases.splice(0).forEach((release) => release());
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('fails every item of a batch whose run throws, and goes on with the next', async () => {
    let calls = 0;
    const queue = createBatchQueue(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return items;
    }, 10);
    const first = queue('k', 1);
    const second = queue('k', 2);
    await expect(first).rejects.toThrow('database down');
    expect(await second).toBe(2);
  });
});
