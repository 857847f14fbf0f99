import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, appendToChain, type Sha256Hex } from './auction-record.ts';
import { isHiddenEntry, publicRecordCut, type ChainedEvent, type HiddenEntry } from './public-record.ts';
import { verifyRecord, type VerifiableRecord } from './record-verify.ts';

// No Node types in the domain: node:crypto through an untyped dynamic import, as in auction-record.test.ts.
const cryptoModule = 'node:crypto';
const { createHash } = (await import(/* @vite-ignore */ cryptoModule)) as {
  createHash(alg: string): { update(text: string, enc: string): { digest(enc: string): string } };
};
const sha256: Sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const sha256Async = async (text: string) => sha256(text);

const quote = (supplierId: number, amount: string, at: number) => ({
  type: 'quote.accepted',
  at,
  payload: { supplierId, companyName: `S${supplierId}`, amount, acceptedAt: at },
});
const events: ChainedEvent[] = [
  { type: 'signup.audited', at: 1, payload: { supplierId: 3, companyName: 'S3', status: 2, reason: 'no licence' } },
  quote(1, '100.00', 10),
  quote(2, '90.00', 20),
  quote(1, '85.00', 25),
  quote(1, '80.00', 30),
  { type: 'window.changed', at: 40, payload: { kind: 'extended' } },
  { type: 'project.state', at: 50, payload: { from: 6, to: 7 } },
].map((e, i) => ({ ...e, projectId: 5, seq: i + 1 }));
const entries = appendToChain(GENESIS_HASH, events, sha256);

function publicRecord(disclosure: 1 | 3): VerifiableRecord {
  const cut = publicRecordCut({ state: 7, disclosure, winnerIds: [1], entries }, sha256);
  if (!cut.ok) throw new Error(cut.reason);
  const ranking = [
    { rank: 1, supplierId: 1, companyName: 'S1', amount: '80.00', acceptedAt: 30, seq: 5 },
    { rank: 2, supplierId: 2, companyName: 'S2', amount: '90.00', acceptedAt: 20, seq: 3 },
  ];
  return {
    projectId: 5,
    winbidRule: 1,
    genesis: GENESIS_HASH,
    head: entries.at(-1)!.hash,
    count: entries.length,
    publicHead: cut.publicHead,
    entries: cut.entries,
    result: {
      published: cut.published,
      ranking: cut.published === 'bidders' ? ranking : [],
      validBidders: 2,
      minBidders: 1,
      failed: false,
      winners: [{ supplierId: 1, amount: '80.00', acceptedAt: 30, seq: 5 }],
    },
  };
}
const failing = async (record: VerifiableRecord) =>
  (await verifyRecord(record, sha256Async)).filter((c) => c.status === 'fail').map((c) => c.key);

describe('publicRecordCut (rules.md "The auction record")', () => {
  it('refuses the record before the result announcement (state 7)', () => {
    for (const state of [5, 6, 8, 9])
      expect(publicRecordCut({ state, disclosure: 3, winnerIds: [1], entries }, sha256)).toEqual({
        ok: false,
        reason: 'result-not-published',
      });
  });

  it('shows the operator moves and the winner alone where the other bidders are not published', () => {
    const cut = publicRecord(1);
    expect(cut.entries.map((e) => (isHiddenEntry(e) ? 'hidden' : e.event.type))).toEqual([
      'hidden',
      'hidden',
      'hidden',
      'hidden',
      'quote.accepted',
      'window.changed',
      'project.state',
    ]);
  });

  it("shows every bidder's final quote under full disclosure; sign-ups and superseded quotes stay hidden", () => {
    const cut = publicRecord(3);
    expect(cut.entries.map((e) => (isHiddenEntry(e) ? 'hidden' : e.event.seq))).toEqual([
      'hidden',
      'hidden',
      3,
      'hidden',
      5,
      6,
      7,
    ]);
    expect(JSON.stringify(cut.entries)).not.toContain('no licence');
  });
});

describe('verifying a public record with hidden entries (rules.md "The auction record")', () => {
  it('holds for both cuts, the ranking checked only where it is published', async () => {
    expect(await failing(publicRecord(1))).toEqual([]);
    expect(await failing(publicRecord(3))).toEqual([]);
    const statuses = async (r: VerifiableRecord) =>
      (await verifyRecord(r, sha256Async)).map((c) => `${c.name}:${c.status}`);
    expect(await statuses(publicRecord(1))).toContain('ranking:skipped');
    expect(await statuses(publicRecord(3))).toContain('ranking:ok');
  });

  it('binds a shown entry that a hidden one follows: re-chained up to the hidden entry, with the claims to match, it breaks the digest chain', async () => {
    const record = publicRecord(3);
    const shown = record.entries[2]!;
    if (isHiddenEntry(shown)) throw new Error('seq 3 is shown');
    // The chain hash of the hidden seq 4 is taken as given, so the auction chain alone holds.
    const event = { ...shown.event, payload: { ...(shown.event.payload as object), amount: '88.00' } };
    const [rechained] = appendToChain(record.entries[1]!.hash, [event], sha256);
    const ranking = record.result.ranking.map((line) => (line.seq === 3 ? { ...line, amount: '88.00' } : line));
    const forged = {
      ...record,
      entries: record.entries.map((e, i) => (i === 2 ? { ...rechained!, link: (shown as { link: string }).link } : e)),
      result: { ...record.result, ranking },
    };
    expect(await failing(forged)).toEqual(['link.broken']);
  });

  it('catches a forged digest of a hidden entry and a public head that the links do not reach', async () => {
    const record = publicRecord(1);
    const forgedDigest = {
      ...record,
      entries: record.entries.map((e, i) => (i === 0 ? { ...(e as HiddenEntry), digest: 'a'.repeat(64) } : e)),
    };
    expect(await failing(forgedDigest)).toContain('link.broken');
    expect(await failing({ ...record, publicHead: 'b'.repeat(64) })).toContain('link.headDiffers');
  });

  it("holds a cut to the public head its notice prints, and names that head when the notice's differs", async () => {
    const record = publicRecord(3);
    const headCheck = async (noticeHead: string) =>
      (await verifyRecord(record, sha256Async, { noticeHead })).find((c) => c.name === 'head')!;
    expect((await headCheck(record.publicHead!)).key).toBe('head.matchesNotice');
    // The chain head does not bind the entries before a hidden one, so a cut's notice must print the public head.
    expect((await headCheck(record.head)).key).toBe('head.noticeDiffers');
    const earlier = publicRecordCut({ state: 7, disclosure: 3, winnerIds: [1], entries: entries.slice(0, -1) }, sha256);
    const differs = await headCheck(earlier.ok ? earlier.publicHead : '');
    expect(differs).toMatchObject({ status: 'fail', key: 'head.noticeDiffers' });
    expect(differs.params.ends).toBe(record.publicHead);
  });
});
