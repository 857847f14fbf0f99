import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { projectNumCounters } from '../../db/lifecycle-schema.ts';

/**
 * The next project number of the tenant and year, e.g. CG-2026-0007. One upsert takes it,
 * so two callers at once never get the same number; a number handed out and not used is
 * simply skipped.
 */
export async function nextProjectNum(db: Db, tenantId: number, now: Date): Promise<string> {
  // The year as in China (UTC+8), the platform's time zone of record.
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  const [row] = await db
    .insert(projectNumCounters)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({
      target: [projectNumCounters.tenantId, projectNumCounters.year],
      set: { last: sql`${projectNumCounters.last} + 1` },
    })
    .returning({ last: projectNumCounters.last });
  return `CG-${year}-${String(row!.last).padStart(4, '0')}`;
}
