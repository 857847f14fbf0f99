import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS, openDatabase } from '../src/db/database.ts';
import { createTestClock } from './clock.ts';
import { keepSeededDemo } from './kept-demo.ts';

/**
 * Vitest's global setup for the api: the migrated database every test file starts from, made
 * once per run rather than once per file (test/database.ts copies it).
 * - PGlite: a dump of a migrated data directory (PGlite's dumpDataDir), kept under
 *   node_modules/.cache by a digest of the migrations and the PGlite and drizzle versions, so a
 *   run, and a one-file run above all, finds it already made. A new PGlite runs initdb, seconds
 *   on this machine; one loaded from the dump skips it.
 * - PostgreSQL (DATABASE_URL): a database migrated once, keeping the core demo for the files to
 *   copy (kept-demo.ts), which `create database … template` copies for each file; dropped when
 *   the run ends.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data directory (PGlite mode). */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database to copy (PostgreSQL mode). */
    postgresTemplate: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/bidhall-api-test-database');

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    project.provide('pgliteTemplateFile', await pgliteTemplate());
    project.provide('postgresTemplate', '');
    return;
  }
  const name = `bidhall_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated as the api migrates (openDatabase), with the core demo at the test clock's start
  // kept beside the empty tables (kept-demo.ts); closed, since a template must have no sessions.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await keepSeededDemo(database.db, 'core', createTestClock().now());
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The cached dump's path, made first if the migrations or the libraries changed since. */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(CACHE, `${templateDigest()}.tar`);
  try {
    if (statSync(file).size > 0) return file;
  } catch {
    // not made yet
  }
  const db = new PGlite();
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder: MIGRATIONS });
    const dump = await db.dumpDataDir('none');
    mkdirSync(CACHE, { recursive: true });
    // Written beside and renamed: a run beside this one reads a whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** What the dump depends on: every migration file, and the versions of PGlite and drizzle-orm. */
function templateDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(MIGRATIONS, full)).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS);
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) hash.update(packageJson(name));
  return hash.digest('hex').slice(0, 16);
}

/** A package's package.json, found from its entry point upwards (its exports may not list it). */
function packageJson(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    try {
      const text = readFileSync(path.join(dir, 'package.json'), 'utf8');
      if ((JSON.parse(text) as { name?: string }).name === name) return text;
    } catch {
      // no package.json here
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json of ${name}`);
    dir = up;
  }
}
