import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { AppDeps } from '../src/http/context.ts';
import type { TestApi } from './harness.ts';

/**
 * The dependencies of a second api process on the same database: on PostgreSQL its own
 * connection pool (a real race for row locks); on PGlite, which one process owns, the same
 * handle (the logic runs, the race does not).
 */
export async function secondInstance(
  api: TestApi,
): Promise<{ deps: AppDeps; database: Database | null; real: boolean }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { deps: (await api.sibling()).deps, database: null, real: false };
  const result = await api.deps.db.execute(sql`select current_database() as name`);
  const rows = (result as unknown as { rows: Array<{ name: string }> }).rows;
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0]!.name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return { deps: (await api.sibling({ database })).deps, database, real: true };
}
