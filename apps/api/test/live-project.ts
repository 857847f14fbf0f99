import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../src/db/database.ts';
import { eApplies, projectPbSettings, projects } from '../src/db/lifecycle-schema.ts';
import { companies, users } from '../src/db/schema.ts';
import type { TokenService } from '../src/http/tokens.ts';

export type LiveProjectOptions = {
  winbidRule?: WinbidRule;
  /** Epoch ms of the window; the sign-up deadline is at the start. */
  from: number;
  to: number;
  settings?: Partial<typeof projectPbSettings.$inferInsert>;
  tenantId?: number;
  /** The project's budget (a floor may be set as its share); none when left out. */
  budget?: string;
};

/** A published project (state 5) of the demo purchaser, handled by the demo agency. */
export async function createLiveProject(db: Db, opts: LiveProjectOptions) {
  const tenantId = opts.tenantId ?? 1;
  const [purchaser] = await db.select().from(users).where(eq(users.userName, 'purchaser'));
  const [agency] = await db.select().from(users).where(eq(users.userName, 'agency'));
  const [project] = await db
    .insert(projects)
    .values({
      tenantId,
      projectNum: `LIVE-${Math.random().toString(36).slice(2, 10)}`,
      name: '竞价测试项目',
      winbidRule: opts.winbidRule ?? 1,
      state: 5,
      budget: opts.budget ?? null,
      purchaserCompanyId: purchaser!.companyId!,
      purchaserUserId: purchaser!.id,
      agencyCompanyId: agency!.companyId!,
      applyToTime: new Date(opts.from),
      uppriceFromTime: new Date(opts.from),
      uppriceToTime: new Date(opts.to),
      windowVersion: 1,
    })
    .returning();
  await db.insert(projectPbSettings).values({ projectId: project!.id, tenantId, minBidders: 1, ...opts.settings });
  return project!;
}

export type TestSupplier = { userId: number; supplierId: number; companyName: string; token: string };

/**
 * `count` approved supplier firms, each with one user, a passed sign-up for every project
 * given and a token issued directly (signing in 50 users through argon2 would take seconds).
 */
export async function createSuppliers(
  db: Db,
  tokens: TokenService,
  opts: { count: number; projectIds: number[]; prefix: string; tenantId?: number; status?: number },
) {
  const tenantId = opts.tenantId ?? 1;
  const out: TestSupplier[] = [];
  if (opts.count === 0) return out;
  const firms = await db
    .insert(companies)
    .values(Array.from({ length: opts.count }, (_, i) => ({ tenantId, companyName: `${opts.prefix}供应商${i + 1}` })))
    .returning();
  const people = await db
    .insert(users)
    .values(
      firms.map((f, i) => ({
        tenantId,
        userName: `${opts.prefix}-s${i + 1}`,
        name: f.companyName,
        passwordHash: 'x',
        roles: [ROLES.supplier],
        companyId: f.id,
        isReview: 1,
      })),
    )
    .returning();
  for (const projectId of opts.projectIds) {
    await db.insert(eApplies).values(
      firms.map((f, i) => ({
        tenantId,
        projectId,
        supplierId: f.id,
        userId: people[i]!.id,
        companyName: f.companyName,
        status: opts.status ?? 1,
        submittedAt: new Date(0),
      })),
    );
  }
  for (const [i, person] of people.entries()) {
    const issued = await tokens.issue({
      sub: String(person.id),
      tenantId,
      role: ROLES.supplier,
      roles: [ROLES.supplier],
    });
    out.push({
      userId: person.id,
      supplierId: firms[i]!.id,
      companyName: firms[i]!.companyName,
      token: issued.accessToken,
    });
  }
  return out;
}
