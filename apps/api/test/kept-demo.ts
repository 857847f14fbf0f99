import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { seedDemo, type DemoScope } from '../src/seed/seed-demo.ts';

/**
 * The demo as seeded once, kept beside the tables it fills so that the next test file on the
 * same database starts from a copy of its rows instead of seeding again: the seed makes some
 * thousand rows statement by statement (hundreds of milliseconds of CPU per file), the copy is
 * one statement. The copy is the seed's result row for row, ids and sequences included; the
 * salt of the demo password's hash is the one drawn when it was kept.
 * - PGlite: the worker's database keeps it (test/database.ts empties only the public tables).
 * - PostgreSQL: the run's template keeps it (test/database-template.ts), so every file's copy has it.
 */
const SCHEMA = 'test_kept_demo';

/** What a kept demo was seeded from: its scope and the clock's time then. */
export const demoKey = (scope: DemoScope, now: Date) => `${scope} ${now.toISOString()}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What the kept copy was seeded from (the demo's scope and the clock's time), or null when
 * the database keeps none.
 */
async function keptKey(db: Db): Promise<string | null> {
  const [kept] = rowsOf<{ kept: boolean }>(
    await db.execute(
      sql`select exists (select 1 from pg_tables where schemaname = ${SCHEMA} and tablename = '_key') as kept`,
    ),
  );
  if (!kept?.kept) return null;
  return rowsOf<{ key: string }>(await db.execute(sql.raw(`select key from ${SCHEMA}._key`)))[0]?.key ?? null;
}

/**
 * Copies the kept demo into the (empty) public tables when it was seeded from `key`; false
 * when there is none to copy, and the app seeds as it would.
 */
export async function restoreDemo(db: Db, key: string): Promise<boolean> {
  if ((await keptKey(db)) !== key) return false;
  // One statement: every table's rows (foreign keys unchecked, as the rows were valid when kept),
  // then every sequence where the seed left it.
  await db.execute(
    sql.raw(`do $$
declare t record;
begin
  set local session_replication_role = replica;
  for t in select tablename from pg_tables where schemaname = '${SCHEMA}' and tablename not like '\\_%' loop
    execute format('insert into public.%I select * from ${SCHEMA}.%I', t.tablename, t.tablename);
  end loop;
  perform setval(format('public.%I', s.name)::regclass, s.last_value) from ${SCHEMA}._sequences s;
end $$`),
  );
  return true;
}

/** Keeps a copy of every public table (the demo just seeded) under `key`, replacing any kept before. */
export async function keepDemo(db: Db, key: string): Promise<void> {
  await db.execute(
    sql.raw(`do $$
declare t record;
begin
  drop schema if exists ${SCHEMA} cascade;
  create schema ${SCHEMA};
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('create table ${SCHEMA}.%I as table public.%I', t.tablename, t.tablename);
  end loop;
  create table ${SCHEMA}._sequences as
    select sequencename as name, last_value from pg_sequences where schemaname = 'public' and last_value is not null;
  create table ${SCHEMA}._key (key text not null);
end $$`),
  );
  await db.execute(sql`insert into ${sql.identifier(SCHEMA)}._key values (${key})`);
}

/**
 * PostgreSQL's template for the run (test/database-template.ts): the demo seeded at `now` and
 * kept, then every public table emptied again, as the migrations left them, ids restarting.
 */
export async function keepSeededDemo(db: Db, scope: DemoScope, now: Date): Promise<void> {
  await seedDemo(db, now, { scope });
  await keepDemo(db, demoKey(scope, now));
  await db.execute(
    sql.raw(`do $$
begin
  execute (select 'truncate table ' || string_agg(format('public.%I', tablename), ', ') || ' restart identity cascade'
    from pg_tables where schemaname = 'public');
end $$`),
  );
}
