import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { rows } from '../src/modules/statistics/scope.ts';

/**
 * Every table's rows, as one text per table (its count and a digest of its rows in order):
 * equal before and after a set of calls means those calls changed nothing.
 */
export async function databaseRows(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [table] = await rows<{ n: number; h: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = `${table!.n} ${table!.h}`;
  }
  return out;
}
