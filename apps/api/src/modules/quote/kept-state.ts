import type { RankingEntry } from '@bidhall/domain/disclosure';
import type { RankingLine } from '@bidhall/domain/ranking-lines';
import type { ProjectRow, SettingsRow } from '../hall/window.ts';
import { readAgainAt } from '../../db/read-again.ts';
import { createSlotMap } from '../../slot-map.ts';
import { quoterKey, withoutEarlier, type BatchState, type Quoter, type QuoterFacts } from './facts.ts';

/**
 * A quoter's facts without the earlier attempt (that one is per clientQuoteId, and a batch
 * decided on a kept state does not read it), when they were read, and from when they are read
 * again in the background (read-again.ts).
 */
type KnownQuoter = { facts: QuoterFacts & { earlier: null }; readAt: number; readAgainFrom: number };

/**
 * A project's bidding state as this process's last batch of it wrote it: the project row, its
 * settings, its version (xmin) after that write, the standings, and the facts of the quoters
 * read so far. While nobody else writes the project, the next batch is decided on it without
 * reading: its write is conditional on `version`, so any other change to the project (another
 * api process's batch, a pause, a moved end, an audited sign-up) makes that write store
 * nothing, and the batch is decided again on a fresh read.
 */
export type KeptState = {
  project: ProjectRow;
  settings: SettingsRow | null;
  version: string;
  standings: readonly RankingLine[];
  /** The standings ranked (rankLines): the next batch starts from it instead of sorting again. */
  ranking: readonly RankingEntry[];
  quoters: ReadonlyMap<number, KnownQuoter>;
  /**
   * The same object from state to state while each came from the one before without a change
   * by another writer found; a new one when a batch's read found the project changed and the
   * kept facts were dropped (keptAfter without `from`).
   */
  lineage: object;
};

/**
 * How long a quoter's facts read from the database are used without reading them again. Its
 * sign-up changes only under the project's version, which every kept batch checks; its firm's
 * name does not, and is thus at most this old in a standing.
 */
export const QUOTER_FACTS_MS = 5_000;
/** Past this many projects kept the memory starts over (each project then costs one read again). */
const KEPT_MAX = 1_000;

/**
 * The state a batch is decided on, from what its project's last batch kept, or null when a
 * quoter's facts are unknown or too old (the batch then reads). Earlier attempts of the
 * clientQuoteIds are not read: the write stores nothing if one of them is already stored
 * (batch-write.ts), and the batch is then decided again on a read that finds it.
 */
export async function batchStateFromKept(
  kept: KeptState,
  quoters: readonly Quoter[],
  takeQuoteIds: (count: number) => Promise<number[]>,
  now: number,
): Promise<BatchState | null> {
  const facts = new Map<string, QuoterFacts>();
  for (const q of quoters) {
    const known = kept.quoters.get(q.userId);
    if (!known || now - known.readAt > QUOTER_FACTS_MS) return null;
    facts.set(quoterKey(q.userId, q.clientQuoteId), known.facts);
  }
  return {
    project: kept.project,
    settings: kept.settings,
    version: kept.version,
    quoters: facts,
    standings: [...kept.standings],
    ranking: kept.ranking,
    quoteIds: await takeQuoteIds(quoters.length),
  };
}

/**
 * What a written batch leaves for the next: the state it decided and wrote, at the version its
 * write made, and the facts of the quoters it read (`readAt` null when it read none). `from`
 * is the kept state whose quoters' facts still hold: the one the batch was decided on, or the
 * one its read found at the same version (nobody wrote the project in between); undefined
 * otherwise, as a change may have moved a sign-up.
 */
export function keptAfter(
  written: {
    project: ProjectRow;
    settings: SettingsRow | null;
    version: string;
    standings: readonly RankingLine[];
    ranking: readonly RankingEntry[];
  },
  read: { quoters: readonly Quoter[]; facts: ReadonlyMap<string, QuoterFacts>; readAt: number | null },
  from: KeptState | undefined,
): KeptState {
  const quoters = new Map(from?.quoters ?? []);
  if (read.readAt !== null) keepFacts(quoters, read.quoters, read.facts, read.readAt);
  return keptState(written, quoters, from?.lineage ?? {});
}

/**
 * The kept quoters among `quoters` whose facts are due to be read again at `now`: a batch's
 * quoters' facts are read again after it, in the background, while they still hold
 * (fact-refresh.ts), so that a bidder who keeps quoting never waits for that read.
 */
export function agingQuoters(kept: KeptState, quoters: readonly Quoter[], now: number): Quoter[] {
  return quoters.filter((q) => {
    const known = kept.quoters.get(q.userId);
    return known !== undefined && now >= known.readAgainFrom;
  });
}

/**
 * `kept` with the quoters' facts a background read took at `readAt`, started on a state of
 * `lineage`. The project's own batches go on meanwhile, so the version the read saw is seldom
 * the kept one, and need not be: a change by another writer, before or after the read, moves
 * the project's version, so the next batch's write on the kept state stores nothing and the
 * batch reads, dropping every kept fact (keptAfter). Only if such a read came first are the
 * facts dropped here: they may be from before the change it found. A fact from a later read stays.
 */
export function withRefreshedFacts(
  kept: KeptState,
  read: { quoters: readonly Quoter[]; facts: ReadonlyMap<string, QuoterFacts>; readAt: number; lineage: object },
): KeptState {
  if (read.lineage !== kept.lineage) return kept;
  const quoters = new Map(kept.quoters);
  const fresher = read.quoters.filter((q) => {
    const known = quoters.get(q.userId);
    return !known || known.readAt < read.readAt;
  });
  keepFacts(quoters, fresher, read.facts, read.readAt);
  return keptState(kept, quoters, kept.lineage);
}

/**
 * A kept state, written out: not `{ ...written, quoters, lineage }`, to which V8 (Node 20)
 * gives a hidden class of its own on every batch (test/shared-shapes.test.ts checks it).
 */
function keptState(
  written: Omit<KeptState, 'quoters' | 'lineage'>,
  quoters: ReadonlyMap<number, KnownQuoter>,
  lineage: object,
): KeptState {
  return {
    project: written.project,
    settings: written.settings,
    version: written.version,
    standings: written.standings,
    ranking: written.ranking,
    quoters,
    lineage,
  };
}

function keepFacts(
  into: Map<number, KnownQuoter>,
  quoters: readonly Quoter[],
  facts: ReadonlyMap<string, QuoterFacts>,
  readAt: number,
): void {
  for (const q of quoters) {
    const fact = facts.get(quoterKey(q.userId, q.clientQuoteId));
    if (!fact) continue;
    into.set(q.userId, { facts: withoutEarlier(fact), readAt, readAgainFrom: readAgainAt(readAt, QUOTER_FACTS_MS) });
  }
}

/**
 * What this process keeps per project (its kept state; facts read again for it, fact-refresh.ts),
 * keyed by tenant and project, bounded by KEPT_MAX. A batch forgets its project's state when it
 * starts and keeps the new one when it ends, so the same keys go and come with every batch: a
 * slot map (slot-map.ts), not a Map whose deletes kept the dropped states alive.
 */
export const createKeptStates = <T = KeptState>() => createSlotMap<string, T>(KEPT_MAX);
