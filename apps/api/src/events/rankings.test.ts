import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createMemoryBus } from '@bidhall/bus/memory-bus';
import { decodeBusMessage, type BusMessageOf } from '@bidhall/contracts/bus';
import {
  GatewayRankingResult,
  HallEventsSinceResult,
  streamItemsOf,
  withRankingAfter,
  GATEWAY_PROOF_AUDIENCE,
} from '@bidhall/contracts/hall';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { rankLines, rankingAfterQuote } from '@bidhall/domain/ranking-lines';
import { SignJWT } from 'jose';
import { ROLES } from '@bidhall/domain/roles';
import { outbox } from '../db/lifecycle-schema.ts';
import { bearer, startTestApi, TEST_JWT_SECRET, type TestApi } from '../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../test/live-project.ts';
import { withRankings } from './rankings.ts';

/**
 * Neither the outbox nor the bus keeps a quote.accepted's ranking: a gateway folds each quote's
 * line into the ranking it learnt from Hall/RankingAt, and a catch-up must show exactly what
 * that gave the hall live.
 */
const bus = createMemoryBus();
let api: TestApi;
let suppliers: TestSupplier[];
let projectId: number;
const live: Array<BusMessageOf<'quote.accepted'>> = [];

beforeAll(async () => {
  api = await startTestApi({}, bus);
  const from = api.clock.now().getTime();
  projectId = (
    await createLiveProject(api.database.db, { from, to: from + 3_600_000, winbidRule: 1, settings: { disclosure: 3 } })
  ).id;
  suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: 4,
    projectIds: [projectId],
    prefix: 'rk',
  });
  api.clock.advance(1000);
  await bus.subscribe((text) => {
    const decoded = decodeBusMessage(text);
    if (decoded.ok && decoded.message.type === 'quote.accepted') live.push(decoded.message);
  });
  // Improvements that reorder the ranking, a tie on amount (earlier wins), one supplier twice in a row.
  const quotes: Array<[number, string]> = [
    [0, '900'],
    [1, '880'],
    [2, '950'],
    [0, '870'],
    [3, '870'],
    [2, '860'],
    [2, '850'],
    [1, '855'],
  ];
  for (const [i, [who, amount]] of quotes.entries()) {
    api.clock.advance(1000);
    const res = await api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(suppliers[who]!.token))
      .send({ projectId, amount, clientQuoteId: `rk-${i}` });
    expect(res.body.result).toMatchObject({ accepted: true, seq: i + 1 });
  }
  for (let wait = 0; live.length < quotes.length && wait < 100; wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
});
afterAll(() => api.close());

const storedRows = () =>
  api.database.db.select().from(outbox).where(eq(outbox.projectId, projectId)).orderBy(asc(outbox.seq));
/** The ranking after each quote as a gateway folds it from the lines on the bus, from an empty hall. */
function folded(): Map<number, RankingEntry[]> {
  const after = new Map<number, RankingEntry[]>();
  let ranking: RankingEntry[] = [];
  for (const m of once())
    after.set(m.seq, (ranking = rankingAfterQuote(ranking, m.payload, m.payload.context.winbidRule)));
  return after;
}
const liveRanking = (seq: number) => folded().get(seq)!;
/** Each quote once, in seq order (the sweeper's test publishes one again, as a gateway would drop it). */
const once = () => [...new Map(live.map((m) => [m.seq, m])).values()].sort((a, b) => a.seq - b.seq);
const liveRanked = () => once().map((m) => withRankingAfter(m, liveRanking(m.seq)));

async function gatewayProof(audience = `bidhall${GATEWAY_PROOF_AUDIENCE}`, secret = TEST_JWT_SECRET): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('gateway')
    .setIssuer('bidhall')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1m')
    .sign(new TextEncoder().encode(secret));
}

const rankingAt = (seq: number, proof: string, tenantId = 1) =>
  api.http.post('/api/services/app/Hall/RankingAt').send({ tenantId, projectId, seq, proof });

describe('a quote.accepted read back from the outbox', () => {
  it('is stored and published without its ranking, a few hundred bytes', async () => {
    const rows = await storedRows();
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.payload).not.toHaveProperty('ranking');
    for (const m of live) expect(m.payload).not.toHaveProperty('ranking');
    expect(Math.max(...live.map((m) => JSON.stringify(m).length))).toBeLessThan(1024);
    expect(liveRanking(8).map((e) => [e.rank, e.amount])).toEqual([
      [1, '850.00'],
      [2, '855.00'],
      [3, '870.00'],
      [4, '870.00'],
    ]);
  });

  it('gets back the very ranking it was published with, read whole, from the middle or a few at a time', async () => {
    const rows = await storedRows();
    const whole = await withRankings(api.database.db, rows);
    expect(whole.map((r) => r.ranking)).toEqual(rows.map((r) => liveRanking(r.seq!)));
    const fromMiddle = await withRankings(api.database.db, rows.slice(5));
    expect(fromMiddle.map((r) => r.ranking)).toEqual(rows.slice(5).map((r) => liveRanking(r.seq!)));
    const scattered = [rows[1]!, rows[4]!, rows[7]!];
    expect((await withRankings(api.database.db, scattered)).map((r) => r.ranking)).toEqual(
      scattered.map((r) => liveRanking(r.seq!)),
    );
  });

  it('is shown by a catch-up exactly as the hall showed it live', async () => {
    const agency = await api.login('agency', ROLES.agency);
    const caughtUp = HallEventsSinceResult.parse(
      (
        await api.http
          .get(`/api/services/app/ProjectEvent/GetSince?projectId=${projectId}&sinceSeq=3`)
          .set(bearer(agency))
      ).body.result,
    );
    // The agency is sent every event here: its view's seqs are the hall's.
    expect(caughtUp.events).toEqual(streamItemsOf(liveRanked(), 'agency', null).filter((i) => i.message.seq > 3));
    const own = suppliers[2]!;
    const forSupplier = HallEventsSinceResult.parse(
      (
        await api.http
          .get(`/api/services/app/ProjectEvent/GetSince?projectId=${projectId}&sinceSeq=0`)
          .set(bearer(own.token))
      ).body.result,
    );
    expect(forSupplier.events).toEqual(streamItemsOf(liveRanked(), 'supplier', own.supplierId));
  });

  it('is republished by the sweeper as it went the first time', async () => {
    await api.deps.relay.flush();
    const rows = await storedRows();
    const lost = rows[6]!;
    await api.database.db.update(outbox).set({ publishedAt: null }).where(eq(outbox.id, lost.id));
    api.clock.advance(5000);
    expect(await api.deps.relay.sweep({ olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    const copies = () => live.filter((m) => m.id === lost.id);
    await expect.poll(() => copies().length).toBe(2);
    expect(copies()[1]!.payload).toEqual(copies()[0]!.payload);
  });
});

describe('Hall/RankingAt (a gateway learning where a hall stands)', () => {
  it("answers each bidder's line at a seq, from which folding the later quotes gives the live rankings", async () => {
    const proof = await gatewayProof();
    for (const seq of [0, 3, 8]) {
      const res = await rankingAt(seq, proof);
      expect(res.status).toBe(200);
      const at = GatewayRankingResult.parse(res.body.result);
      expect(at.seq).toBe(seq);
      let ranking = rankLines(at.lines, 1);
      expect(ranking).toEqual(seq === 0 ? [] : liveRanking(seq));
      for (const m of once().filter((q) => q.seq > seq)) {
        ranking = rankingAfterQuote(ranking, m.payload, 1);
        expect(ranking).toEqual(liveRanking(m.seq));
      }
    }
    expect(GatewayRankingResult.parse((await rankingAt(99, proof)).body.result).seq).toBe(8);
  });

  it("refuses a user's token, a proof for another audience or signed with another secret, and another tenant's project", async () => {
    expect((await rankingAt(8, suppliers[0]!.token)).status).toBe(401);
    expect((await rankingAt(8, await gatewayProof('bidhall'))).status).toBe(401);
    expect(
      (await rankingAt(8, await gatewayProof(undefined, 'another-secret-that-is-long-enough-0123456789'))).status,
    ).toBe(401);
    expect((await rankingAt(8, await gatewayProof(), 2)).status).toBe(404);
  });
});
