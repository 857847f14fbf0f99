import { createSlotMap } from '../../slot-map.ts';
import { createReadAgainTick } from '../../db/read-again-tick.ts';
import { MAX_COMBINED } from './combining.ts';
import type { BatchAsked, BatchState } from './facts.ts';
import { agingQuoters, createKeptStates, withRefreshedFacts, type KeptState } from './kept-state.ts';

type Refreshed = Parameters<typeof withRefreshedFacts>[1];
/** A project's aging quoters, waiting for the next tick to be read again. */
type Due = { key: string; asked: BatchAsked; lineage: object };

/** Projects whose last read ended are forgotten once this many are held. */
const READS_BEFORE_SWEEP = 1_000;

/**
 * Reads again, in the background, the facts of a batch's quoters that are due to be read again
 * (kept-state.ts, agingQuoters), one read per project at a time, the projects due within a
 * tick in one statement (read-again-tick.ts). What a read finds waits here until the project's
 * next batch takes its kept state (`keptWith`), as a batch is under way most of the time in a
 * busy hall. A failed read changes nothing: the facts expire as before. One per quote desk
 * (submit.ts); `read` is the batch reader of many projects at once (facts.ts).
 */
export function createFactRefresh(read: (asked: readonly BatchAsked[]) => Promise<Array<BatchState | null>>) {
  // A project's key comes and goes with each read: a slot map (slot-map.ts).
  const reading = createSlotMap<string, true>(READS_BEFORE_SWEEP, 'grow');
  const found = createKeptStates<Refreshed>();
  const tick = createReadAgainTick(
    async (due: Due[]) => {
      // Before the read: its facts are taken as read no later than this.
      const readAt = performance.now();
      try {
        const states = await read(due.map((d) => d.asked));
        due.forEach(({ key, asked, lineage }, i) => {
          const state = states[i];
          if (state) found.set(key, { quoters: asked.quoters, facts: state.quoters, readAt, lineage });
        });
      } finally {
        for (const { key } of due) reading.delete(key);
      }
    },
    { maxItems: MAX_COMBINED },
  );

  return {
    /** After a batch: reads its aging quoters' facts again unless the project has a read under way or waiting. */
    start(key: string, kept: KeptState, asked: BatchAsked): void {
      if (reading.has(key) || found.has(key)) return;
      const quoters = agingQuoters(kept, asked.quoters, performance.now());
      if (quoters.length === 0) return;
      reading.set(key, true);
      // Only its lineage: the read must not hold the whole state the project has moved past.
      tick.add({ key, asked: { ...asked, quoters }, lineage: kept.lineage });
    },
    /** The project's kept state with the facts read again for it since, if any. */
    keptWith(key: string, kept: KeptState | undefined): KeptState | undefined {
      const refreshed = found.get(key);
      if (!refreshed) return kept;
      found.delete(key);
      return kept && withRefreshedFacts(kept, refreshed);
    },
    /** Runs the reads gathered and resolves once every read under way has ended. */
    settled: tick.settled,
  };
}
