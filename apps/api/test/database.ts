import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';

/** The migrated PGlite data directory of this run (test/database-template.ts), read once per worker. */
let pgliteTemplate: Uint8Array | undefined;

/**
 * The worker's PGlite, kept from one test file to the next. Starting a PGlite costs seconds of
 * CPU even from the run's dump (unpacking 42 MB of data directory and booting the WebAssembly
 * server), more than most files spend on their tests; emptying its tables costs milliseconds.
 * `free` while no file holds it.
 */
let workerPglite: { database: Database; free: boolean } | undefined;

/**
 * A fresh, migrated database for one test file, a copy of the one migrated for the whole run
 * (test/database-template.ts), so test files never share rows:
 * - PGlite by default: the worker's in-memory PGlite, handed back empty when the file closes
 *   it (the migrations insert no rows, so empty is the migrated state); a file that opens a
 *   second database while holding the first gets a PGlite of its own.
 * - with DATABASE_URL, a new PostgreSQL database created from the template beside it and
 *   dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    if (workerPglite?.free) {
      workerPglite.free = false;
      return lentFromWorker(workerPglite);
    }
    const database = await openPglite();
    if (workerPglite) return database;
    workerPglite = { database, free: false };
    return lentFromWorker(workerPglite);
  }
  const name = `bidhall_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A file that turns to PostgreSQL itself in a PGlite run (two api processes on one database)
  // finds no template made for the run: its database starts empty and openDatabase migrates it.
  const template = inject('postgresTemplate');
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

function openPglite(): Promise<Database> {
  pgliteTemplate ??= readFileSync(inject('pgliteTemplateFile'));
  // PGlite's thread at the test's own priority: its default nice 10 (pglite-worker.mjs) ranks it
  // below every other busy process, and beside a second test suite the files waited on it.
  return openDatabase({ dataDir: 'memory://', pgliteThreadNice: 0, pgliteTemplate });
}

/**
 * The worker's PGlite for one file; closing it rolls back what the file's app left open (a
 * batch waiting on a clock that no longer moves), empties every table (ids restart) and frees it.
 * Closed, it fails every use as a closed database would, never reaching the next file's rows.
 */
function lentFromWorker(held: { database: Database; free: boolean }): Database {
  const { database } = held;
  let closed = false;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (closed) throw new Error('the database is closed');
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return {
    db,
    kind: database.kind,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.rollbackOpen?.();
      const tables = await database.db
        .select({ name: sql<string>`quote_ident(tablename)` })
        .from(sql`pg_tables`)
        .where(sql`schemaname = 'public'`);
      const names = tables.map((table) => table.name).join(', ');
      if (names) await database.db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
      held.free = true;
    },
  };
}
