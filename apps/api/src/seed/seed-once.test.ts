import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { projects } from '../db/lifecycle-schema.ts';
import { tenants } from '../db/schema.ts';
import { openTestDatabase } from '../../test/database.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * Api processes that start together on a new database (docker-compose starts three) seed the demo
 * once between them. On PostgreSQL (DATABASE_URL) the two seeds run on two connections at once;
 * PGlite has one connection, so there they take turns.
 */
describe('the demo seed', () => {
  it('runs once when two api processes start together on a new database', async () => {
    const database = await openTestDatabase();
    try {
      const now = new Date();
      const results = await Promise.all([
        seedDemo(database.db, now, { scope: 'core' }),
        seedDemo(database.db, now, { scope: 'core' }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      expect((await database.db.select({ n: count() }).from(tenants))[0]!.n).toBe(1);
      const once = (await database.db.select({ n: count() }).from(projects))[0]!.n;
      expect(await seedDemo(database.db, now, { scope: 'core' })).toBe(false);
      expect((await database.db.select({ n: count() }).from(projects))[0]!.n).toBe(once);
    } finally {
      await database.close();
    }
  }, 120_000);
});
