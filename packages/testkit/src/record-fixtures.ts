import { createHash } from 'node:crypto';
import type { ProjectRecordExport } from '@bidhall/contracts/project-record';
import type { PublicRecord } from '@bidhall/contracts/public-record';
import { GENESIS_HASH, appendToChain, type Sha256Hex } from '@bidhall/domain/auction-record';
import { digestLink, eventDigest, publicRecordCut, type ChainedEvent } from '@bidhall/domain/public-record';
import { rankingOf, quotesOf } from '@bidhall/domain/record-verify';

const sha256: Sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const PROJECT = 41;
const T0 = Date.UTC(2026, 0, 5, 2, 0, 0);

type Event = Omit<ChainedEvent, 'projectId' | 'seq'>;
const quote = (supplierId: number, amount: string, s: number): Event => ({
  type: 'quote.accepted',
  at: T0 + s * 1000,
  payload: {
    supplierId,
    companyName: `供应商${supplierId}`,
    amount,
    acceptedAt: T0 + s * 1000,
    quoteId: `q-${supplierId}-${s}`,
    quoteCount: 1,
    isNewBest: true,
  },
});

/** The stream of a small lowest-price auction: a sign-up audit, five quotes by three bidders, the window's end and the result. */
const STREAM: Event[] = [
  {
    type: 'signup.audited',
    at: T0 - 60_000,
    payload: { signUpId: 7, supplierId: 103, companyName: '供应商103', status: 1, reason: null },
  },
  quote(101, '500.00', 10),
  quote(102, '480.00', 20),
  quote(103, '470.00', 30),
  quote(101, '450.00', 40),
  quote(102, '455.50', 50),
  { type: 'project.state', at: T0 + 600_000, payload: { from: 5, to: 6, winbidRule: 1 } },
  { type: 'project.state', at: T0 + 900_000, payload: { from: 6, to: 7, winbidRule: 1 } },
];

/** Chains events as the api does, seq 1.. of one project. */
export function chainRecordEntries(events: readonly Event[]): ProjectRecordExport['entries'] {
  const chained = events.map((e, i) => ({ ...e, projectId: PROJECT, seq: i + 1 })) as Array<
    ProjectRecordExport['entries'][number]['event']
  >;
  return appendToChain(GENESIS_HASH, chained, sha256);
}

/** A whole record (ProjectRecord/Export) of the sample auction, with the server's true claims. */
export function sampleRecord(): ProjectRecordExport {
  const entries = chainRecordEntries(STREAM);
  const ranking = rankingOf(1, quotesOf({ entries }));
  const best = ranking[0]!;
  return {
    format: 'bidhall.auction-record',
    version: 1,
    tenantId: 1,
    projectId: PROJECT,
    projectNum: 'REC-0041',
    name: 'Sample auction',
    winbidRule: 1,
    exportedAt: T0 + 1_000_000,
    genesis: GENESIS_HASH,
    head: entries.at(-1)!.hash,
    count: entries.length,
    entries,
    result: {
      ranking,
      validBidders: ranking.length,
      minBidders: 3,
      failed: false,
      winners: [{ supplierId: best.supplierId, amount: best.amount, acceptedAt: best.acceptedAt, seq: best.seq }],
    },
  };
}

/** The public cut of a whole record, as PublicRecord/Get builds it. */
export function publicCutOf(record: ProjectRecordExport, disclosure: 1 | 2 | 3): PublicRecord {
  const cut = publicRecordCut(
    {
      state: 7,
      disclosure,
      winnerIds: (record.result.winners ?? []).map((w) => w.supplierId),
      entries: record.entries,
    },
    sha256,
  );
  if (!cut.ok) throw new Error(cut.reason);
  const ranking = cut.published === 'bidders' ? record.result.ranking.map(({ quoteCount: _, ...line }) => line) : [];
  return {
    ...record,
    cut: 'public',
    publicHead: cut.publicHead,
    entries: cut.entries,
    result: { ...record.result, published: cut.published, ranking },
  };
}

type AnyRecord = ProjectRecordExport | PublicRecord;
type Entry = AnyRecord['entries'][number];
const withAmount = (e: Entry, amount: string): Entry =>
  'event' in e ? { ...e, event: { ...e.event, payload: { ...(e.event.payload as object), amount } } } : e;

/**
 * Re-chains every shown entry and both heads, as a forger who recomputes the hashes would (a
 * hidden entry keeps its hash and digest).
 */
function rechain<R extends AnyRecord>(record: R): R {
  let previous = record.genesis;
  let link = GENESIS_HASH;
  const entries = record.entries.map((e): Entry => {
    if ('event' in e) [e] = appendToChain(previous, [e.event], sha256).map((a) => ({ ...e, ...a })) as [Entry];
    previous = e.hash;
    link = digestLink(link, 'event' in e ? eventDigest(e.event, sha256) : e.digest, sha256);
    return 'link' in e ? { ...e, link } : e;
  });
  return { ...record, entries, head: previous, ...('publicHead' in record ? { publicHead: link } : {}) } as R;
}

/**
 * The tamperings both verifiers must catch, on a whole record or a public cut: the amount of
 * the winner's final quote (seq 5, shown by every cut) changed, with and without the chain
 * recomputed; seq 4 removed; seq 4 and 5 swapped; a head that no entry ends at.
 */
export const TAMPERINGS: Record<string, <R extends AnyRecord>(record: R) => R> = {
  amountChanged: (r) => ({ ...r, entries: r.entries.map((e, i) => (i === 4 ? withAmount(e, '400.00') : e)) }),
  amountChangedRechained: (r) =>
    rechain({ ...r, entries: r.entries.map((e, i) => (i === 4 ? withAmount(e, '400.00') : e)) }),
  entryRemoved: (r) => ({ ...r, count: r.count - 1, entries: r.entries.filter((_, i) => i !== 3) }),
  reorderedPair: (r) => ({ ...r, entries: r.entries.map((e, i, all) => (i === 3 ? all[4]! : i === 4 ? all[3]! : e)) }),
  forgedHead: (r) => ({ ...r, head: 'f'.repeat(64) }),
};
