import { GENESIS_HASH, canonicalJson, type RecordEntry, type Sha256Hex } from './auction-record.ts';
import { publicFacts } from './audience-policy.ts';
import { latestPerSupplier } from './ranking.ts';
import type { DisclosureMode } from './winbid-rules.ts';

/**
 * The public cut of an auction record (docs/rules.md "After the result is published, what the
 * result notice publishes is public"). It is the audience policy's answer for the public
 * audience on the record, kept in its own file so the policy can route through it.
 *
 * Shown: the operator's moves (project.state, window.changed), the winners' final quotes and,
 * where the rules publish the other bidders (price disclosure 3, names and amounts were shown
 * to all bidders live), every bidder's final quote and the opening of a sealed method.
 * Hidden: sign-ups and their audits (who applied, who was refused and why), superseded
 * quotes, and anything of a type not listed here.
 *
 * The auction chain h(n) = sha256(h(n-1) || canonicalJson(event n)) cannot be followed across
 * an entry whose event is withheld: its h(n) would have to be taken on trust, and so would
 * everything before it. The public cut therefore carries a second chain over the events'
 * digests, d(n) = sha256(canonicalJson(event n)) and l(n) = sha256(l(n-1) || d(n)) from the
 * same genesis: a hidden entry gives its d(n), a shown one is digested by the verifier, and
 * every l(n) follows from the one before. Its head, the public head, is printed on the result
 * notice beside the chain's head; anyone holding the whole record recomputes both.
 */

/** The event as the record hashes it (contracts' RecordEvent). */
export interface ChainedEvent {
  projectId: number;
  seq: number;
  type: string;
  at: number;
  payload: unknown;
}

/** An entry the public may not read: its place, its chain hash and its event's digest. */
export interface HiddenEntry {
  seq: number;
  hash: string;
  digest: string;
  link: string;
}

export type ShownEntry<E extends ChainedEvent = ChainedEvent> = RecordEntry<E> & { link: string };
export type PublicEntry<E extends ChainedEvent = ChainedEvent> = ShownEntry<E> | HiddenEntry;

export const isHiddenEntry = (entry: PublicEntry | RecordEntry<ChainedEvent>): entry is HiddenEntry =>
  !('event' in entry);

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

export type PublicCut<E extends ChainedEvent> =
  | { ok: true; published: PublishedBidders; entries: Array<PublicEntry<E>>; publicHead: string }
  | { ok: false; reason: 'result-not-published' };

/** State 7: the result announcement (type 5) is published. */
export const RESULT_PUBLISHED_STATE = 7;

const OPERATOR_EVENTS: ReadonlySet<string> = new Set(['project.state', 'window.changed']);

/** The audience policy's public facts once the result is published (audience-policy.ts). */
export function publishedBidders(disclosure: DisclosureMode): PublishedBidders {
  return publicFacts({ disclosure, sealed: false }).identities === 'all' ? 'bidders' : 'winner';
}

/** d(n): the digest a hidden entry is given by. */
export const eventDigest = (event: unknown, sha256: Sha256Hex): string => sha256(canonicalJson(event));
/** l(n) from l(n-1) and d(n). */
export const digestLink = (previous: string, digest: string, sha256: Sha256Hex): string => sha256(previous + digest);

/** The digest chain over a whole record's events: l(n) for each, from the genesis. */
export function digestLinks(events: readonly unknown[], sha256: Sha256Hex): string[] {
  let link = GENESIS_HASH;
  return events.map((event) => (link = digestLink(link, eventDigest(event, sha256), sha256)));
}

type QuotePayload = { supplierId: number; acceptedAt: number };

/** The public cut of a project's record, or a refusal before the result is published. */
export function publicRecordCut<E extends ChainedEvent>(input: PublicCutInput<E>, sha256: Sha256Hex): PublicCut<E> {
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
  const links = digestLinks(
    input.entries.map((e) => e.event),
    sha256,
  );
  const entries = input.entries.map((entry, i): PublicEntry<E> => {
    const link = links[i]!;
    return shown(entry)
      ? { ...entry, link }
      : { seq: entry.event.seq, hash: entry.hash, digest: eventDigest(entry.event, sha256), link };
  });
  return { ok: true, published, entries, publicHead: links.at(-1) ?? GENESIS_HASH };
}
