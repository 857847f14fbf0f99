import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';

/** This process's nice, and the nice of each of its threads (field 19 of a stat line, the 17th after the name). */
const own = getPriority();
const nices = () =>
  readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
const threadsAt = (nice: number) => nices().filter((n) => n === nice).length;
// Linux only, and only where the api's nice leaves room below it (a test runner at nice 19 has none).
const nicesSeen = existsSync('/proc/self/task') && own <= 15;

let thread: PgliteThread;
/** The threads 4 nice steps below this one before `thread` (4 steps below) started. */
let loweredBefore = 0;
beforeAll(async () => {
  if (nicesSeen) loweredBefore = threadsAt(own + 4);
  // Given its nice steps, so that the last test sees them (a PGlite starts in seconds of CPU).
  thread = startPgliteThread(undefined, 4);
  await thread.client.exec('create table t (id int primary key, at timestamptz, amount numeric(18,2), doc jsonb)');
  await thread.client.query('insert into t values ($1, $2, $3, $4), ($5, $6, $7, $8)', [
    1,
    '2026-01-01T00:00:00Z',
    '1.50',
    '{"a":1}',
    2,
    '2026-01-02T00:00:00Z',
    '2.50',
    '{"a":2}',
  ]);
});
afterAll(() => thread.close());

const TIMESTAMPTZ = 1184;
const count = async () => (await thread.client.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;

describe('PGlite on its own thread', () => {
  it('answers a statement the same the first time and once it is kept prepared', async () => {
    const text = 'select id, at, amount, doc from t where id >= $1 order by id';
    const options = { rowMode: 'array' as const, parsers: { [TIMESTAMPTZ]: (value: string) => value } };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await thread.client.query(text, [1], options)).rows);
    expect(answers[0]).toEqual([
      [1, '2026-01-01 00:00:00+00', '1.50', { a: 1 }],
      [2, '2026-01-02 00:00:00+00', '2.50', { a: 2 }],
    ]);
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    // Without the parser the thread parses timestamps as PGlite does.
    expect((await thread.client.query<{ at: Date }>(text, [2])).rows[0]!.at).toEqual(new Date('2026-01-02T00:00:00Z'));
  });

  it('hands back a failed statement as an error with its PostgreSQL fields, prepared or not', async () => {
    const text = 'select id from t where id = $1';
    for (let i = 0; i < 3; i += 1) {
      await expect(thread.client.query(text, ['not a number'])).rejects.toMatchObject({
        code: '22P02',
        message: expect.stringContaining('invalid input syntax'),
      });
      expect((await thread.client.query(text, [1])).rows).toEqual([{ id: 1 }]);
    }
  });

  it('commits a transaction whose callback ends, and leaves nothing of one that throws', async () => {
    const insert = 'insert into t (id) values ($1)';
    const seen = await thread.client.transaction(async (tx) => {
      await tx.query(insert, [10]);
      await tx.query(insert, [11]);
      return (await tx.query<{ n: number }>('select count(*)::int as n from t where id >= $1', [10])).rows[0]!.n;
    });
    expect(seen).toBe(2);
    expect(await count()).toBe(4);
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query(insert, [12]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failed statement inside a transaction rolls the whole of it back.
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query(insert, [13]);
        await tx.query(insert, [1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(4);
  });

  it('runs a statement from outside only between transactions, never inside one', async () => {
    const text = 'select count(*)::int as n from t where id = $1';
    // Seen once already, so that it runs as a kept prepared statement below.
    expect((await thread.client.query<{ n: number }>(text, [20])).rows[0]!.n).toBe(0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const afterInsert = new Promise<void>((resolve) => (inserted = resolve));
    const open = thread.client.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [20]);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await afterInsert;
    // Issued while the transaction is open: it must not see (or join) the transaction's row.
    const outside = thread.client.query<{ n: number }>(text, [20]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(open).rejects.toThrow('roll back');
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it('runs answers that piled up a few a turn, in order, with the event loop between them', async () => {
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const text = 'select $1::int as n';
    const ask = (i: number) => thread.client.query<{ n: number }>(text, [i]);
    // How long the thread takes for all of them on this machine now, so that the block below outlasts it.
    const started = performance.now();
    await Promise.all(Array.from({ length: 40 }, (_, i) => ask(i)));
    const answering = performance.now() - started;
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const order: number[] = [];
    const ticksAt: number[] = [];
    const answers = Array.from({ length: 40 }, (_, i) =>
      ask(i).then(({ rows }) => {
        order.push(rows[0]!.n);
        ticksAt.push(ticks);
        // What awaited the answer: deciding a batch, answering its requests.
        busyFor(2);
      }),
    );
    // The api's thread busy while the database answers them all.
    busyFor(3 * answering + 100);
    await Promise.all(answers);
    clearInterval(timer);
    expect(order).toEqual(Array.from({ length: 40 }, (_, i) => i));
    // All at once, 40 × 2 ms would have held every timer for 80 ms: no turn of the loop (no
    // count of the timer) may run more than a few of them.
    const perTurn = new Map<number, number>();
    for (const at of ticksAt) perTurn.set(at, (perTurn.get(at) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(8);
  });

  it.skipIf(!nicesSeen)(
    "runs PGlite's thread the nice steps it is given below the api's thread, none when given 0",
    async () => {
      const sameBefore = threadsAt(own);
      const same = startPgliteThread(undefined, 0);
      try {
        await Promise.all([thread.client.query('select 1'), same.client.query('select 1')]);
        expect(threadsAt(own + 4)).toBe(loweredBefore + 1);
        expect(threadsAt(own)).toBeGreaterThanOrEqual(sameBefore + 1);
      } finally {
        await same.close();
      }
    },
    // A fresh PGlite (an initdb): beside the other suites on two cores it waits its turn for a while.
    120_000,
  );
});
