import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { runLoad, type RunStats } from './load.ts';

/**
 * The floor a quote cannot beat: per request one transaction that locks one row, inserts
 * one row and commits, straight through the driver (no HTTP, no rules), at the same
 * concurrency and over `rows` lock rows (1: the hot project; 20: the spread).
 */
const SETUP = [
  'create table if not exists bench_lock (id int primary key, n bigint not null default 0)',
  'create table if not exists bench_insert (id bigserial primary key, lock_id int not null, at timestamptz not null default now())',
  'insert into bench_lock (id) select g from generate_series(1, 20) g on conflict do nothing',
];

type Step = (worker: number) => Promise<boolean>;

/** `run`: how the steps are driven; closed loop by default, or open loop at the quotes' rate. */
export async function baselinePostgres(
  url: string,
  workers: number,
  rows: number,
  seconds: number,
  run?: (step: Step) => Promise<RunStats>,
): Promise<RunStats> {
  // The api's pool has 10 connections; the baseline gets the same.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  for (const statement of SETUP) await pool.query(statement);
  try {
    return await (run ?? ((step: Step) => runLoad(workers, seconds, step)))(async (worker) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select id from bench_lock where id = $1 for update', [(worker % rows) + 1]);
        await client.query('insert into bench_insert (lock_id) values ($1)', [(worker % rows) + 1]);
        await client.query('commit');
        return true;
      } finally {
        client.release();
      }
    });
  } finally {
    await pool.end();
  }
}

export async function baselinePglite(
  workers: number,
  rows: number,
  seconds: number,
  run?: (step: Step) => Promise<RunStats>,
): Promise<RunStats> {
  const db = new PGlite();
  for (const statement of SETUP) await db.exec(statement);
  try {
    return await (run ?? ((step: Step) => runLoad(workers, seconds, step)))((worker) =>
      db.transaction(async (tx) => {
        await tx.query('select id from bench_lock where id = $1 for update', [(worker % rows) + 1]);
        await tx.query('insert into bench_insert (lock_id) values ($1)', [(worker % rows) + 1]);
        return true;
      }),
    );
  } finally {
    await db.close();
  }
}
