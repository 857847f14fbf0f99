import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';

/** The migrated PGlite data directory of this run (test/database-template.ts), read once per worker. */
let pgliteTemplate: Uint8Array | undefined;

/**
 * A fresh, migrated database for one test file, a copy of the one migrated for the whole run
 * (test/database-template.ts): in-memory PGlite by default; with DATABASE_URL, a new
 * PostgreSQL database created from the template beside it and dropped afterwards, so test
 * files never share rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    pgliteTemplate ??= readFileSync(inject('pgliteTemplateFile'));
    // PGlite's thread at the test's own priority: its default nice 10 (pglite-worker.mjs) ranks it
    // below every other busy process, and beside a second test suite the files waited on it.
    return openDatabase({ dataDir: 'memory://', pgliteThreadNice: 0, pgliteTemplate });
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
