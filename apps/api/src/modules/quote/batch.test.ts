import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { outbox, projects, quotes } from '../../db/lifecycle-schema.ts';
import { appendProjectEvent, lockProject } from '../../events/append.ts';
import { inOwnTransaction } from '../../events/own-transaction.ts';
import { startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers } from '../../../test/live-project.ts';
import { quoteCallsOf, type TestQuote } from '../../../test/quote-calls.ts';
import { windowOf } from '../hall/window.ts';
import { decideQuoteBatch } from './service.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const callsOf = (times: number[], quotes: TestQuote[]) => quoteCallsOf(api, times, quotes);

/** An operator's pause as the hall's operations make it: under the project lock, with its window.changed. */
const pause = (projectId: number) =>
  inOwnTransaction(api.deps, async (tx, afterCommit) => {
    const project = await lockProject(tx, 1, projectId);
    const [paused] = await tx.update(projects).set({ paused: true }).where(eq(projects.id, projectId)).returning();
    await appendProjectEvent(
      { db: tx, afterCommit, deps: api.deps },
      {
        tenantId: 1,
        projectId,
        type: 'window.changed',
        payload: { kind: 'paused', window: windowOf(paused!), reason: null },
        head: project,
      },
    );
  });

describe('a batch of quotes of one project', () => {
  it('decides each quote against the ones before it: a soft-close extension lets the next one in, a repeat replays', async () => {
    const from = api.clock.now().getTime();
    const end = from + 60_000;
    const project = await createLiveProject(api.database.db, {
      from,
      to: end,
      // Mode 2: a quote's answer shows its stream seq, which this test follows (mode 1 shows its number).
      settings: {
        disclosure: 2,
        softCloseEnabled: true,
        triggerSeconds: 30,
        extendSeconds: 20,
        maxExtensions: 3,
        maxTotalExtensionSeconds: 60,
      },
    });
    const [a, b, late] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 3,
      projectIds: [project.id],
      prefix: `batch${project.id}`,
    });
    const calls = callsOf(
      // a: 1 s before the end (extends it by 20 s); b: 5 s after the old end; late: 25 s after it.
      [end - 1000, end + 5000, end + 25_000],
      [
        { supplier: a!, projectId: project.id, amount: '1000', clientQuoteId: 'a1' },
        { supplier: a!, projectId: project.id, amount: '999', clientQuoteId: 'a1' },
        { supplier: b!, projectId: project.id, amount: '990', clientQuoteId: 'b1' },
        { supplier: late!, projectId: project.id, amount: '980', clientQuoteId: 'l1' },
      ],
    );
    const { outcomes, rows } = await decideQuoteBatch(calls);
    const results = outcomes.map((o) => (o.ok ? o.result : null));

    expect(results[0]).toMatchObject({
      accepted: true,
      seq: 1,
      amount: '1000.00',
      replayed: false,
      window: { uppriceToTime: end + 20_000, extensions: 1 },
    });
    expect(results[1]).toMatchObject({
      accepted: true,
      seq: 1,
      amount: '1000.00',
      replayed: true,
      quoteId: results[0]!.accepted ? results[0]!.quoteId : 'none',
    });
    // Decided after the extension: inside the new end, and it extends again (within 30 s of it).
    expect(results[2]).toMatchObject({
      accepted: true,
      seq: 3,
      window: { uppriceToTime: end + 40_000, extensions: 2 },
    });
    // Whether it is the new best is the agency's to see, not the quoting supplier's.
    expect(results[2]).not.toHaveProperty('isNewBest');
    expect(results[3]).toMatchObject({ accepted: true, seq: 5 });

    expect(rows.map((r) => [r.seq, r.type])).toEqual([
      [1, 'quote.accepted'],
      [2, 'window.changed'],
      [3, 'quote.accepted'],
      [4, 'window.changed'],
      [5, 'quote.accepted'],
      [6, 'window.changed'],
    ]);
    const [stored] = await api.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(stored).toMatchObject({
      lastSeq: 6,
      lastHash: rows.at(-1)!.hash,
      extensions: 3,
      extendedSeconds: 60,
      uppriceToTime: new Date(end + 60_000),
    });
    const kept = await api.database.db.select().from(quotes).where(eq(quotes.projectId, project.id));
    expect(kept.map((q) => [q.clientQuoteId, q.seq]).sort()).toEqual([
      ['a1', 1],
      ['b1', 3],
      ['l1', 5],
    ]);
  });

  it('keeps each refusal to its own call, and a later batch replays it', async () => {
    const from = api.clock.now().getTime();
    const project = await createLiveProject(api.database.db, { from, to: from + 60_000 });
    const [a, b] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 2,
      projectIds: [project.id],
      prefix: `refuse${project.id}`,
    });
    const first = callsOf(
      [from + 1000, from + 2000, from + 3000],
      [
        { supplier: a!, projectId: project.id, amount: '500', clientQuoteId: 'a1' },
        { supplier: b!, projectId: project.id, amount: '-1', clientQuoteId: 'b-bad' },
        { supplier: b!, projectId: project.id, amount: '600', clientQuoteId: 'b1' },
      ],
    );
    const done = await decideQuoteBatch(first);
    expect(done.outcomes.map((o) => o.ok && o.result.accepted)).toEqual([true, false, true]);
    expect(done.rows.map((r) => r.seq)).toEqual([1, 2]);

    const again = callsOf(
      [from + 4000],
      [{ supplier: b!, projectId: project.id, amount: '-1', clientQuoteId: 'b-bad' }],
    );
    const replayed = await decideQuoteBatch(again);
    const [before, after] = [done.outcomes[1]!, replayed.outcomes[0]!];
    expect(after.ok && after.result).toEqual(before.ok && before.result);
    expect(replayed.rows).toEqual([]);
  });

  it("decides on the state committed before it took the project's lock: a pause at the same time comes wholly before or after it", async () => {
    const from = api.clock.now().getTime();
    const db = api.database.db;
    for (const round of [1, 2, 3]) {
      const project = await createLiveProject(db, { from, to: from + 60_000 });
      const [a] = await createSuppliers(db, api.deps.tokens, {
        count: 1,
        projectIds: [project.id],
        prefix: `race${round}-${project.id}`,
      });
      const calls = callsOf(
        [from + 1000],
        [{ supplier: a!, projectId: project.id, amount: '500', clientQuoteId: 'a1' }],
      );
      const [{ outcomes, rows }] = await Promise.all([decideQuoteBatch(calls), pause(project.id)]);
      const stream = await db
        .select({ seq: outbox.seq, type: outbox.type })
        .from(outbox)
        .where(eq(outbox.projectId, project.id))
        .orderBy(asc(outbox.seq));
      const stored = await db.select().from(quotes).where(eq(quotes.projectId, project.id));
      if (outcomes[0]!.ok && outcomes[0]!.result.accepted) {
        // Before the pause: the quote is seq 1, the pause seq 2.
        expect(rows.map((r) => r.seq)).toEqual([1]);
        expect(stream).toEqual([
          { seq: 1, type: 'quote.accepted' },
          { seq: 2, type: 'window.changed' },
        ]);
        expect(stored.map((q) => q.seq)).toEqual([1]);
      } else {
        // After it: refused as the pause says, and kept as a refusal only.
        expect(outcomes[0]).toMatchObject({ ok: true, result: { accepted: false, reason: 'paused' } });
        expect(stream).toEqual([{ seq: 1, type: 'window.changed' }]);
        expect(stored.map((q) => [q.seq, q.refusal])).toEqual([[null, 'paused']]);
      }
    }
  });

  it("batches of several projects at once: each decided on its own project's state", async () => {
    const from = api.clock.now().getTime();
    const db = api.database.db;
    const hall = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const project = await createLiveProject(db, { from, to: from + 60_000 });
        const [supplier] = await createSuppliers(db, api.deps.tokens, {
          count: 1,
          projectIds: [project.id],
          prefix: `many${project.id}`,
        });
        return { project, supplier: supplier! };
      }),
    );
    const paused = hall[2]!.project.id;
    await pause(paused);
    const results = await Promise.all(
      hall.map(({ project, supplier }) =>
        decideQuoteBatch(
          callsOf([from + 1000], [{ supplier, projectId: project.id, amount: '700', clientQuoteId: `m${project.id}` }]),
        ),
      ),
    );

    expect(results.map((r) => r.outcomes[0]!.ok && r.outcomes[0]!.result.accepted)).toEqual(
      hall.map(({ project }) => project.id !== paused),
    );
    for (const { project, supplier } of hall) {
      const stored = await db.select().from(quotes).where(eq(quotes.projectId, project.id));
      expect(stored.map((q) => ({ supplierId: q.supplierId, seq: q.seq }))).toEqual([
        { supplierId: supplier.supplierId, seq: project.id === paused ? null : 1 },
      ]);
      const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
      // The paused project's one event is its pause.
      expect(row!.lastSeq).toBe(1);
    }
  });
});
