import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createMemoryBus } from '@bidhall/bus/memory-bus';
import { decodeBusMessage, type BusMessageOf } from '@bidhall/contracts/bus';
import { HallEventsSinceResult, streamItemOf } from '@bidhall/contracts/hall';
import { ROLES } from '@bidhall/domain/roles';
import { outbox } from '../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../test/live-project.ts';
import { withRankings } from './rankings.ts';

/**
 * The outbox keeps a quote.accepted without its ranking; whoever reads it back (the sweeper,
 * a catch-up) must get exactly the ranking the hall was sent live.
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
const liveRanking = (seq: number) => live.find((m) => m.seq === seq)!.payload.ranking;

describe('a quote.accepted read back from the outbox', () => {
  it('is stored without its ranking', async () => {
    const rows = await storedRows();
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.payload).not.toHaveProperty('ranking');
    expect(live.at(-1)!.payload.ranking.map((e) => [e.rank, e.amount])).toEqual([
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
    expect(caughtUp.events).toEqual(live.filter((m) => m.seq > 3).map((m) => streamItemOf(m, 'agency', null)));
    const own = suppliers[2]!;
    const forSupplier = HallEventsSinceResult.parse(
      (
        await api.http
          .get(`/api/services/app/ProjectEvent/GetSince?projectId=${projectId}&sinceSeq=0`)
          .set(bearer(own.token))
      ).body.result,
    );
    expect(forSupplier.events).toEqual(
      live.map((m) => streamItemOf(m, 'supplier', own.supplierId)).filter((item) => item !== null),
    );
  });

  it('is republished by the sweeper with its ranking', async () => {
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
