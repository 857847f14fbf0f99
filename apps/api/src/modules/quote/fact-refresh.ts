import { createSlotMap } from '../../slot-map.ts';
import type { BatchAsked, BatchState } from './facts.ts';
import { agingQuoters, createKeptStates, withRefreshedFacts, type KeptState } from './kept-state.ts';

type Refreshed = Parameters<typeof withRefreshedFacts>[1];

/** Projects whose last read ended are forgotten once this many are held. */
const READS_BEFORE_SWEEP = 1_000;

/**
 * Reads again, in the background, the facts of a batch's quoters that are due to be read again
 * (kept-state.ts, agingQuoters), one read per project at a time. What a read
 * finds waits here until the project's next batch takes its kept state (`keptWith`), as a
 * batch is under way most of the time in a busy hall. A failed read changes nothing: the
 * facts expire as before. One per quote desk (submit.ts).
 */
export function createFactRefresh(read: (asked: BatchAsked) => Promise<BatchState | null>) {
  // A project's key comes and goes with each read: a slot map (slot-map.ts).
  const reading = createSlotMap<string, Promise<void>>(READS_BEFORE_SWEEP, 'grow');
  const found = createKeptStates<Refreshed>();

  return {
    /** After a batch: reads its aging quoters' facts again unless the project has a read under way or waiting. */
    start(key: string, kept: KeptState, asked: BatchAsked): void {
      if (reading.has(key) || found.has(key)) return;
      const readAt = performance.now();
      const quoters = agingQuoters(kept, asked.quoters, readAt);
      if (quoters.length === 0) return;
      // Only its lineage: the read must not hold the whole state the project has moved past.
      const { lineage } = kept;
      const done = read({ ...asked, quoters })
        .then((state) => {
          if (state) found.set(key, { quoters, facts: state.quoters, readAt, lineage });
        })
        .catch(() => undefined)
        .finally(() => reading.delete(key));
      reading.set(key, done);
    },
    /** The project's kept state with the facts read again for it since, if any. */
    keptWith(key: string, kept: KeptState | undefined): KeptState | undefined {
      const refreshed = found.get(key);
      if (!refreshed) return kept;
      found.delete(key);
      return kept && withRefreshedFacts(kept, refreshed);
    },
    /** Resolves once the reads under way have ended. */
    settled: async () => void (await Promise.all(reading.values())),
  };
}
