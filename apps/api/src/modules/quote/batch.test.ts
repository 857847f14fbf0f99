import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects, quotes } from '../../db/lifecycle-schema.ts';
import type { Db } from '../../db/database.ts';
import { startTestApi, type TestApi } from '../../../test/harness.ts';
import { createLiveProject, createSuppliers } from '../../../test/live-project.ts';
import { beforeStatements, quoteCallsOf, type TestQuote } from '../../../test/quote-calls.ts';
import { combinedQuoteStatements, singleQuoteStatements } from './combining.ts';
import { submitQuoteBatch, type BatchResult } from './service.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const callsOf = (times: number[], quotes: TestQuote[]) => quoteCallsOf(api, times, quotes);

function written(result: BatchResult) {
  if (!result.written) throw new Error('the batch was not written');
  return result;
}

/**
 * The database as a batch sees it when an operator pauses `projectId` after each batch read
 * its state and before it writes: the pause runs before every write, which is the batches'
 * one prepared statement named quote_batch_write (batch-write.ts), run by the session.
 */
const pausingBeforeWrites = (db: Db, projectId: number): Db =>
  beforeStatements(db, (name) =>
    name === 'quote_batch_write'
      ? db.update(projects).set({ paused: true }).where(eq(projects.id, projectId))
      : undefined,
  );

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
    const { outcomes, rows } = written(await submitQuoteBatch(singleQuoteStatements(api.database.db), calls));
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
    const done = written(await submitQuoteBatch(singleQuoteStatements(api.database.db), first));
    expect(done.outcomes.map((o) => o.ok && o.result.accepted)).toEqual([true, false, true]);
    expect(done.rows.map((r) => r.seq)).toEqual([1, 2]);

    const again = callsOf(
      [from + 4000],
      [{ supplier: b!, projectId: project.id, amount: '-1', clientQuoteId: 'b-bad' }],
    );
    const replayed = written(await submitQuoteBatch(singleQuoteStatements(api.database.db), again));
    const [before, after] = [done.outcomes[1]!, replayed.outcomes[0]!];
    expect(after.ok && after.result).toEqual(before.ok && before.result);
    expect(replayed.rows).toEqual([]);
  });

  it('stores nothing when another writer changed the project between its read and its write', async () => {
    const from = api.clock.now().getTime();
    const project = await createLiveProject(api.database.db, { from, to: from + 60_000 });
    const [a] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 1,
      projectIds: [project.id],
      prefix: `race${project.id}`,
    });
    const db = api.database.db;
    // An operator's pause lands after the batch read the project and before it writes.
    const racing = pausingBeforeWrites(db, project.id);
    const result = await submitQuoteBatch(
      singleQuoteStatements(racing),
      callsOf([from + 1000], [{ supplier: a!, projectId: project.id, amount: '500', clientQuoteId: 'a1' }]),
    );

    expect(result.written).toBe(false);
    expect(await db.select().from(quotes).where(eq(quotes.projectId, project.id))).toEqual([]);
    const [stored] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(stored).toMatchObject({ lastSeq: 0, paused: true });
    // Tried again on the new state, the same call is refused as the pause says.
    const again = written(
      await submitQuoteBatch(
        singleQuoteStatements(db),
        callsOf([from + 2000], [{ supplier: a!, projectId: project.id, amount: '500', clientQuoteId: 'a1' }]),
      ),
    );
    expect(again.outcomes[0]).toMatchObject({ ok: true, result: { accepted: false, reason: 'paused' } });
  });

  it("batches of several projects at once: each is written or refused on its own project's version, whatever statements they share", async () => {
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
    const racing = combinedQuoteStatements(pausingBeforeWrites(db, paused));
    // Five batches at once: more than run alone (combining.ts), so some statements are shared.
    const results = await Promise.all(
      hall.map(({ project, supplier }) =>
        submitQuoteBatch(
          racing,
          callsOf([from + 1000], [{ supplier, projectId: project.id, amount: '700', clientQuoteId: `m${project.id}` }]),
        ),
      ),
    );

    expect(results.map((r) => r.written)).toEqual(hall.map(({ project }) => project.id !== paused));
    for (const { project, supplier } of hall) {
      const stored = await db.select().from(quotes).where(eq(quotes.projectId, project.id));
      expect(stored.map((q) => ({ supplierId: q.supplierId, seq: q.seq }))).toEqual(
        project.id === paused ? [] : [{ supplierId: supplier.supplierId, seq: 1 }],
      );
      const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
      expect(row!.lastSeq).toBe(project.id === paused ? 0 : 1);
    }
  });
});
