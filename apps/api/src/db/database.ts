import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as lifecycleSchema from './lifecycle-schema.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as foundationSchema from './schema.ts';

const schema = { ...foundationSchema, ...lifecycleSchema };

type Schema = typeof schema;
/** PGlite and node-postgres share this type, so services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: rolls back the transactions its clients left open (pglite-thread.ts). */
  rollbackOpen?: () => Promise<void>;
};

export const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Several api processes may start together on one PostgreSQL; one migrates at a time. */
const MIGRATION_LOCK = 727_210_001;

/**
 * `databaseUrl` set: PostgreSQL through a pool. Otherwise embedded PGlite, on disk under
 * `dataDir`, or in memory when `dataDir` is `memory://` (tests), on a worker thread of its
 * own so that its statements never stop the api's event loop (pglite-thread.ts).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite's thread's nice above the api's thread (pglite-worker.mjs); 10 when not given. */
  pgliteThreadNice?: number;
  /** PGlite only: the data directory to start from (PGlite's dumpDataDir tar), not an empty one. */
  pgliteTemplate?: Uint8Array;
  onIdleError?: (error: Error) => void;
  /** Told every statement the api sends (the bench counts them); none by default. */
  logger?: Logger;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server ends (a restart, a failover, a dropped database)
    // is reported here; the pool has already discarded it and the next query reconnects.
    // Without a listener node-postgres would rethrow it and bring the whole process down.
    pool.on('error', (error) => opts.onIdleError?.(error));
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      client.release();
    }
    return {
      db: drizzlePg({ client: pool, schema, logger: opts.logger }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? undefined : path.resolve(opts.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const thread = startPgliteThread(dir, opts.pgliteThreadNice, opts.pgliteTemplate);
  const db = drizzlePglite({ client: thread.client, schema, logger: opts.logger });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await thread.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: thread.close, rollbackOpen: thread.rollbackOpen };
}
