import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * DATABASE_URL, a new PostgreSQL database created beside it and dropped afterwards, so
 * test files never share rows.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  // PGlite's thread at the test's own priority: its default nice 10 (pglite-worker.mjs) ranks it
  // below every other busy process, and beside a second test suite the files waited on it.
  if (!adminUrl) return openDatabase({ dataDir: 'memory://', pgliteThreadNice: 0 });
  const name = `bidhall_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
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
