import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { rows } from '../src/modules/statistics/scope.ts';

/**
 * Every table's rows, as one text per table (its count and a digest of its rows in order):
 * equal before and after a set of calls means those calls changed nothing. The outbox's
 * published mark is left out: the relay sets it on earlier calls' rows in the background (up
 * to 200 ms after their commit, later on a busy machine), whatever the calls under test do.
 */
export async function databaseRows(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const row = name === 'outbox' ? sql`(to_jsonb(t) - 'published_at')::text` : sql`t::text`;
    const [table] = await rows<{ n: number; h: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = `${table!.n} ${table!.h}`;
  }
  return out;
}
