import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { projects } from '../src/db/lifecycle-schema.ts';
import { users } from '../src/db/schema.ts';

/** A market-research project (mode 1) of the demo purchaser, handled by the demo agency. */
export async function createResearchProject(db: Db, opts: { state?: number; tenantId?: number } = {}) {
  const [purchaser] = await db.select().from(users).where(eq(users.userName, 'purchaser'));
  const [agency] = await db.select().from(users).where(eq(users.userName, 'agency'));
  const [project] = await db
    .insert(projects)
    .values({
      tenantId: opts.tenantId ?? 1,
      projectNum: `DY-${Math.random().toString(36).slice(2, 10)}`,
      name: '办公电脑市场调研',
      mode: 1,
      projectType: 3,
      winbidRule: 0,
      state: opts.state ?? 4,
      purchaserCompanyId: purchaser!.companyId!,
      purchaserUserId: purchaser!.id,
      agencyCompanyId: agency!.companyId!,
    })
    .returning();
  return project!;
}
