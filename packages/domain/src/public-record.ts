import type { RecordEntry } from './auction-record.ts';
import { latestPerSupplier } from './ranking.ts';
import type { DisclosureMode } from './winbid-rules.ts';

/**
 * The public cut of an auction record (RULES.md "After the result is published, what the
 * result notice publishes is public"). It is the audience policy's answer for the public
 * audience on the record, kept in its own file so the policy can route through it.
 *
 * Shown: the operator's moves (project.state, window.changed), the winners' final quotes and,
 * where the rules publish the other bidders (price disclosure 3, names and amounts were shown
 * to all bidders live), every bidder's final quote and the opening of a sealed method.
 * Hidden: sign-ups and their audits (who applied, who was refused and why), superseded
 * quotes, and anything of a type not listed here. A hidden entry keeps only its seq and
 * its chain hash, so every shown entry still chains to the head printed on the result notice.
 */

/** The event as the record hashes it (contracts' RecordEvent). */
export interface ChainedEvent {
  projectId: number;
  seq: number;
  type: string;
  at: number;
  payload: unknown;
}

/** An entry the public may not read: its place in the stream and the hash after it. */
export interface HiddenEntry {
  seq: number;
  hash: string;
}

export type PublicEntry<E extends ChainedEvent = ChainedEvent> = RecordEntry<E> | HiddenEntry;

export const isHiddenEntry = (entry: PublicEntry<ChainedEvent>): entry is HiddenEntry => !('event' in entry);

/** What the public cut publishes of the bidders: all of them, or the winners alone. */
export type PublishedBidders = 'bidders' | 'winner';

export interface PublicCutInput<E extends ChainedEvent> {
  /** The project's state: the record is public from 7 (result announcement published). */
  state: number;
  disclosure: DisclosureMode;
  /** The winners' supplier ids (empty when no winner follows from the record). */
  winnerIds: readonly number[];
  entries: ReadonlyArray<RecordEntry<E>>;
}

export type PublicCut<E extends ChainedEvent> = { ok: true; published: PublishedBidders; entries: Array<PublicEntry<E>> } | { ok: false; reason: 'result-not-published' };

/** State 7: the result announcement (type 5) is published. */
export const RESULT_PUBLISHED_STATE = 7;

const OPERATOR_EVENTS: ReadonlySet<string> = new Set(['project.state', 'window.changed']);

export function publishedBidders(disclosure: DisclosureMode): PublishedBidders {
  return disclosure === 3 ? 'bidders' : 'winner';
}

type QuotePayload = { supplierId: number; acceptedAt: number };

/** The public cut of a project's record, or a refusal before the result is published. */
export function publicRecordCut<E extends ChainedEvent>(input: PublicCutInput<E>): PublicCut<E> {
  if (input.state !== RESULT_PUBLISHED_STATE) return { ok: false, reason: 'result-not-published' };
  const published = publishedBidders(input.disclosure);
  const quotes = input.entries
    .filter((e) => e.event.type === 'quote.accepted')
    .map(({ event }) => ({ ...(event.payload as QuotePayload), amount: '0', seq: event.seq }));
  const finalSeqs = new Set(latestPerSupplier(quotes).map(({ quote }) => quote.seq));
  const winners = new Set(input.winnerIds);
  const shown = ({ event }: RecordEntry<E>): boolean => {
    if (OPERATOR_EVENTS.has(event.type)) return true;
    if (event.type === 'quotes.opened') return published === 'bidders';
    if (event.type !== 'quote.accepted' || !finalSeqs.has(event.seq)) return false;
    return published === 'bidders' || winners.has((event.payload as QuotePayload).supplierId);
  };
  return { ok: true, published, entries: input.entries.map((entry) => (shown(entry) ? entry : { seq: entry.event.seq, hash: entry.hash })) };
}
