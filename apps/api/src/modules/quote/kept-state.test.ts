import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { QuoteSubmitResult } from '@bidhall/contracts/quote';
import { eApplies, projects, quotes } from '../../db/lifecycle-schema.ts';
import { startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../../test/live-project.ts';
import { beforeStatements, quoteCallsOf } from '../../../test/quote-calls.ts';
import { quoterKey } from './facts.ts';
import { READ_AGAIN_BY, READ_AGAIN_FROM } from '../../db/read-again.ts';
import { agingQuoters, keptAfter, QUOTER_FACTS_MS, withRefreshedFacts, type KeptState } from './kept-state.ts';
import { createQuoteDesk } from './submit.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/**
 * A desk (one api process's quote path) whose statements are listed as they run; `before`
 * also runs before each (another writer's change, in a test).
 */
function recordedDesk(before: (name: string) => Promise<unknown> | void = () => undefined) {
  const ran: string[] = [];
  const desk = createQuoteDesk(beforeStatements(api.database.db, (name) => (ran.push(name), before(name))));
  /** Quotes one at a time, each its own batch; answers them and the statements they ran. */
  const quote = async (supplier: TestSupplier, projectId: number, amount: string, clientQuoteId: string) => {
    ran.length = 0;
    // The clock is read once per try: on the kept state, on reads, under the lock.
    const times = Array<number>(4).fill(api.clock.now().getTime());
    const [call] = quoteCallsOf(api, times, [{ supplier, projectId, amount, clientQuoteId }]);
    const result: QuoteSubmitResult = await desk.submit(call!.ctx, call!.input);
    return { result, ran: statements() };
  };
  /** The statements run since the last quote began, its own and the background reads' after it. */
  const statements = () => ran.filter((name) => name !== 'quote_ids');
  return { quote, statements, settled: desk.settled };
}

/** After a first read: its facts are due to be read again (whatever point was drawn), and still hold. */
const DUE_AGAIN = QUOTER_FACTS_MS * ((READ_AGAIN_BY + 1) / 2);
/** After the read again at DUE_AGAIN: the first read's time is up, and the second's facts are not due yet. */
const PAST_THE_FIRST_READ = QUOTER_FACTS_MS * READ_AGAIN_FROM - 100;

/** performance.now() as the test sets it: how old the kept facts are. */
function fakeMonotonicClock() {
  let now = performance.now();
  const spy = vi.spyOn(performance, 'now').mockImplementation(() => now);
  return { advance: (ms: number) => void (now += ms), restore: () => spy.mockRestore() };
}

async function liveProject(count: number, status?: number) {
  const from = api.clock.now().getTime() - 1000;
  // Mode 2: a quote's answer shows its stream seq, which these tests follow (mode 1 shows its number).
  const project = await createLiveProject(api.database.db, { from, to: from + 3_600_000, settings: { disclosure: 2 } });
  const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count,
    projectIds: [project.id],
    prefix: `kept${project.id}`,
    status,
  });
  return { project, suppliers };
}

const READ_THEN_WRITE = ['quote_batch_states', 'quote_batch_write'];

describe("a project's state kept between its batches", () => {
  it('decides the next batch without a read: its write alone, the same decisions, gap-free seqs', async () => {
    const { project, suppliers } = await liveProject(2);
    const [a, b] = suppliers as [TestSupplier, TestSupplier];
    const { quote } = recordedDesk();

    expect(await quote(a, project.id, '1000', 'a1')).toMatchObject({ result: { seq: 1 }, ran: READ_THEN_WRITE });
    expect(await quote(b, project.id, '990', 'b1')).toMatchObject({ result: { seq: 2 }, ran: READ_THEN_WRITE });
    const next = await quote(a, project.id, '980', 'a2');
    expect(next).toMatchObject({ result: { accepted: true, seq: 3 }, ran: ['quote_batch_write'] });
    // Not below its own last quote: refused as a read would have it, and stored as refused.
    const worse = await quote(b, project.id, '995', 'b2');
    expect(worse).toMatchObject({ result: { accepted: false, reason: 'step-too-small' }, ran: ['quote_batch_write'] });

    const [row] = await api.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.lastSeq).toBe(3);
    const stored = await api.database.db
      .select({ clientQuoteId: quotes.clientQuoteId, seq: quotes.seq, refusal: quotes.refusal })
      .from(quotes)
      .where(eq(quotes.projectId, project.id))
      .orderBy(asc(quotes.clientQuoteId));
    expect(stored).toEqual([
      { clientQuoteId: 'a1', seq: 1, refusal: null },
      { clientQuoteId: 'a2', seq: 3, refusal: null },
      { clientQuoteId: 'b1', seq: 2, refusal: null },
      { clientQuoteId: 'b2', seq: null, refusal: 'step-too-small' },
    ]);
  });

  it('ranks a batch decided on the kept state from the ranking its last batch left, as a read would', async () => {
    const from = api.clock.now().getTime() - 1000;
    // Every amount disclosed to the suppliers, so that each answer shows the whole ranking.
    const project = await createLiveProject(api.database.db, {
      from,
      to: from + 3_600_000,
      settings: { disclosure: 3 },
    });
    const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 3,
      projectIds: [project.id],
      prefix: `keptRanking${project.id}`,
    });
    const [a, b, c] = suppliers as [TestSupplier, TestSupplier, TestSupplier];
    const { quote } = recordedDesk();
    const ranking = ({ result }: { result: QuoteSubmitResult }) =>
      result.accepted && result.standing.kind === 'supplier'
        ? { own: result.standing.own?.rank, amounts: result.standing.entries.map((e) => e.amount) }
        : result;
    await quote(a, project.id, '1000', 'a1');
    await quote(b, project.id, '990', 'b1');
    await quote(c, project.id, '980', 'c1');

    // Each quote moves a bidder past another: a ranking carried over unchanged would show it.
    const a2 = await quote(a, project.id, '970', 'a2');
    expect(a2.ran).toEqual(['quote_batch_write']);
    expect(ranking(a2)).toEqual({ own: 1, amounts: ['970.00', '980.00', '990.00'] });
    const b2 = await quote(b, project.id, '975', 'b2');
    expect(b2.ran).toEqual(['quote_batch_write']);
    expect(ranking(b2)).toEqual({ own: 2, amounts: ['970.00', '975.00', '980.00'] });
    const c2 = await quote(c, project.id, '960', 'c2');
    expect(c2.ran).toEqual(['quote_batch_write']);
    expect(ranking(c2)).toEqual({ own: 1, amounts: ['960.00', '970.00', '975.00'] });
  });

  it('a change by another writer since: the kept write stores nothing, and the batch is decided on a read', async () => {
    const { project, suppliers } = await liveProject(1);
    const [a] = suppliers as [TestSupplier];
    const { quote } = recordedDesk();
    await quote(a, project.id, '1000', 'a1');
    await api.database.db.update(projects).set({ paused: true }).where(eq(projects.id, project.id));

    expect(await quote(a, project.id, '990', 'a2')).toEqual({
      result: expect.objectContaining({ accepted: false, reason: 'paused' }),
      ran: ['quote_batch_write', ...READ_THEN_WRITE],
    });
    const [row] = await api.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.lastSeq).toBe(1);
  });

  it('a clientQuoteId already stored (a retry) is replayed from a read, not stored again', async () => {
    const { project, suppliers } = await liveProject(1);
    const [a] = suppliers as [TestSupplier];
    const { quote } = recordedDesk();
    const first = await quote(a, project.id, '1000', 'a1');

    const retry = await quote(a, project.id, '1000', 'a1');
    expect(retry.ran).toEqual(['quote_batch_write', ...READ_THEN_WRITE]);
    expect(retry.result).toEqual({ ...first.result, replayed: true });
    const stored = await api.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.projectId, project.id), eq(quotes.clientQuoteId, 'a1')));
    expect(stored).toHaveLength(1);
  });

  it("after another writer's change, quoters' facts are read again: a sign-up passed meanwhile counts", async () => {
    const { project, suppliers } = await liveProject(2, 0);
    const [a, c] = suppliers as [TestSupplier, TestSupplier];
    await api.database.db.update(eApplies).set({ status: 1 }).where(eq(eApplies.supplierId, a.supplierId));
    const { quote } = recordedDesk();
    expect((await quote(c, project.id, '1000', 'c1')).result).toMatchObject({ reason: 'sign-up-not-passed' });
    expect((await quote(a, project.id, '1000', 'a1')).result).toMatchObject({ accepted: true });

    // The agency passes c's sign-up: under the project row, as every audit does (eapply/service.ts).
    await api.database.db.transaction(async (tx) => {
      await tx.update(eApplies).set({ status: 1 }).where(eq(eApplies.supplierId, c.supplierId));
      await tx.update(projects).set({ lastHash: 'audited' }).where(eq(projects.id, project.id));
    });
    // a's batch finds the change and reads; c's facts kept from before it are not used again.
    expect((await quote(a, project.id, '990', 'a2')).ran).toEqual(['quote_batch_write', ...READ_THEN_WRITE]);
    expect(await quote(c, project.id, '980', 'c2')).toMatchObject({ result: { accepted: true }, ran: READ_THEN_WRITE });
  });

  it("reads a steady bidder's facts again after a batch, before they expire: its later batch needs no read", async () => {
    const { project, suppliers } = await liveProject(1);
    const [a] = suppliers as [TestSupplier];
    const { quote, statements, settled } = recordedDesk();
    const clock = fakeMonotonicClock();
    try {
      expect((await quote(a, project.id, '1000', 'a1')).ran).toEqual(READ_THEN_WRITE);
      clock.advance(DUE_AGAIN);
      // Decided on the kept facts, which still hold: its write alone. They are read again after
      // it, with the other reads due within the tick, not on the call's way.
      expect((await quote(a, project.id, '990', 'a2')).ran).toEqual(['quote_batch_write']);
      await settled();
      expect(statements()).toEqual(['quote_batch_write', 'quote_batch_states']);
      // Past the first read's time, within the second's (and short of reading them once more).
      clock.advance(PAST_THE_FIRST_READ);
      expect(await quote(a, project.id, '980', 'a3')).toMatchObject({
        result: { accepted: true, seq: 3 },
        ran: ['quote_batch_write'],
      });
    } finally {
      clock.restore();
    }
  });

  it('reads the facts of the projects due within a tick again in one statement', async () => {
    const halls = await Promise.all([1, 2, 3].map(() => liveProject(1)));
    let reads = 0;
    const { quote, settled } = recordedDesk((name) => void (name === 'quote_batch_states' && (reads += 1)));
    const clock = fakeMonotonicClock();
    try {
      for (const { project, suppliers } of halls) await quote(suppliers[0]!, project.id, '1000', 'a1');
      expect(reads).toBe(3);
      clock.advance(DUE_AGAIN);
      for (const { project, suppliers } of halls)
        expect((await quote(suppliers[0]!, project.id, '990', 'a2')).ran).toEqual(['quote_batch_write']);
      await settled();
      expect(reads).toBe(4);
    } finally {
      clock.restore();
    }
  });

  it("a change by another writer before the facts are read again: the next batch's kept write stores nothing, and it reads", async () => {
    const { project, suppliers } = await liveProject(1);
    const [a] = suppliers as [TestSupplier];
    let changeBeforeRead = false;
    const { quote, statements, settled } = recordedDesk(async (name) => {
      if (!changeBeforeRead || name !== 'quote_batch_states') return;
      changeBeforeRead = false;
      await api.database.db.update(projects).set({ lastHash: 'changed' }).where(eq(projects.id, project.id));
    });
    const clock = fakeMonotonicClock();
    try {
      await quote(a, project.id, '1000', 'a1');
      clock.advance(DUE_AGAIN);
      changeBeforeRead = true;
      expect((await quote(a, project.id, '990', 'a2')).ran).toEqual(['quote_batch_write']);
      await settled();
      expect(statements()).toEqual(['quote_batch_write', 'quote_batch_states']);
      clock.advance(PAST_THE_FIRST_READ);
      expect(await quote(a, project.id, '980', 'a3')).toMatchObject({
        result: { accepted: true, seq: 3 },
        ran: ['quote_batch_write', ...READ_THEN_WRITE],
      });
    } finally {
      clock.restore();
    }
  });
});

describe("a quoter's facts read again in the background (withRefreshedFacts)", () => {
  const facts = (companyName: string) => ({ supplierId: 7, companyName, signUpStatus: 1 });
  const kept = (lineage: object, readAt: number) =>
    ({ quoters: new Map([[70, { facts: facts('old name'), readAt }]]), lineage }) as unknown as KeptState;
  const refreshed = (lineage: object, readAt: number) => ({
    quoters: [{ userId: 70, clientQuoteId: 'q' }],
    facts: new Map([[quoterKey(70, 'q'), { ...facts('new name'), earlier: null }]]),
    readAt,
    lineage,
  });
  const nameOf = (state: KeptState) => state.quoters.get(70)?.facts.companyName;

  it('joins the kept state of the lineage it was read on, whatever version its own batches have made since', () => {
    const lineage = {};
    const after = withRefreshedFacts(kept(lineage, 100), refreshed(lineage, 3_000));
    expect([nameOf(after), after.quoters.get(70)?.readAt]).toEqual(['new name', 3_000]);
  });

  it("is dropped once a batch's read found the project changed (a new lineage): it may be from before the change", () => {
    const after = withRefreshedFacts(kept({}, 100), refreshed({}, 3_000));
    expect(nameOf(after)).toBe('old name');
  });

  it('leaves a fact read later by a batch', () => {
    const lineage = {};
    expect(nameOf(withRefreshedFacts(kept(lineage, 4_000), refreshed(lineage, 3_000)))).toBe('old name');
  });
});

describe("a hall's quoters read together (agingQuoters)", () => {
  it('are due to be read again apart, not in one wave', () => {
    const quoters = Array.from({ length: 20 }, (_, i) => ({ userId: 100 + i, clientQuoteId: `q${i}` }));
    const facts = new Map(
      quoters.map((q) => [
        quoterKey(q.userId, q.clientQuoteId),
        { supplierId: q.userId, companyName: 'x', signUpStatus: 1, earlier: null },
      ]),
    );
    const written = { standings: [], ranking: [] } as unknown as Parameters<typeof keptAfter>[0];
    const kept = keptAfter(written, { quoters, facts, readAt: 0 }, undefined);
    expect(agingQuoters(kept, quoters, QUOTER_FACTS_MS * READ_AGAIN_FROM - 1)).toEqual([]);
    // 20 points drawn over [1/4, 3/4] of the time: all on one side of the half is a 1-in-500,000 chance.
    const dueAtHalf = agingQuoters(kept, quoters, QUOTER_FACTS_MS / 2).length;
    expect(dueAtHalf).toBeGreaterThan(0);
    expect(dueAtHalf).toBeLessThan(quoters.length);
    expect(agingQuoters(kept, quoters, QUOTER_FACTS_MS * READ_AGAIN_BY)).toEqual(quoters);
  });
});
