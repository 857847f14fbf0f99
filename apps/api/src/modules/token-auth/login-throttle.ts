import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';

/**
 * Failed sign-ins are counted per account and address over a sliding window, in the
 * database so that several api processes share one count.
 */
export function createLoginThrottle(opts: { maxFailures: number; windowMinutes: number; now: () => Date }) {
  const windowStart = () => new Date(opts.now().getTime() - opts.windowMinutes * 60_000);
  const keyOf = (tenantId: number, userName: string, ip: string) =>
    `${tenantId}|${userName.toLowerCase()}|${ip}`.slice(0, 400);

  return {
    keyOf,
    async assertAllowed(db: Db, key: string): Promise<void> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.at, windowStart())));
      if ((row?.n ?? 0) >= opts.maxFailures)
        throw tooManyRequests('auth.tooManyFailures', { minutes: opts.windowMinutes });
    },
    async recordFailure(db: Db, key: string): Promise<void> {
      await db.insert(loginFailures).values({ key, at: opts.now() });
      // Old rows are useless; trimming here keeps the table small without a scheduler.
      await db.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.at, windowStart())));
    },
    async clear(db: Db, key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
