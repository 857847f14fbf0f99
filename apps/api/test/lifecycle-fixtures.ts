import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { eApplies, projects, quotes } from '../src/db/lifecycle-schema.ts';
import { users } from '../src/db/schema.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

const HOUR = 3_600_000;

export type DemoParties = {
  purchaser: typeof users.$inferSelect;
  agency: typeof users.$inferSelect;
  suppliers: Array<typeof users.$inferSelect>;
};

export async function demoParties(db: Db): Promise<DemoParties> {
  const byName = async (userName: string) => (await db.select().from(users).where(eq(users.userName, userName)))[0]!;
  return {
    purchaser: await byName('purchaser'),
    agency: await byName('agency'),
    suppliers: [await byName('supplier1'), await byName('supplier2'), await byName('supplier3')],
  };
}

/**
 * A project of the demo purchaser, handled by the demo agency, standing in `state` with what
 * the moves out of that state need: future times before publication; from 5 a window that has
 * ended with three passed bidders' quotes; from 6 a winner; from 9 a pause an hour old.
 */
export async function projectInState(db: Db, parties: DemoParties, state: number, now: Date) {
  const t = now.getTime();
  const ended =
    state === PROJECT_STATE.published ||
    state === PROJECT_STATE.resultPending ||
    state === PROJECT_STATE.closed ||
    state === PROJECT_STATE.failed;
  const times = ended
    ? {
        applyToTime: new Date(t - 3 * HOUR),
        uppriceFromTime: new Date(t - 2 * HOUR),
        uppriceToTime: new Date(t - HOUR),
      }
    : {
        applyToTime: new Date(t + HOUR),
        uppriceFromTime: new Date(t + 2 * HOUR),
        uppriceToTime: new Date(t + 3 * HOUR),
      };
  const [p] = await db
    .insert(projects)
    .values({
      tenantId: 1,
      projectNum: `M-${state}-${Math.random().toString(36).slice(2, 10)}`,
      name: `矩阵项目 ${state}`,
      state,
      purchaserCompanyId: parties.purchaser.companyId!,
      purchaserUserId: parties.purchaser.id,
      agencyCompanyId: parties.agency.companyId!,
      ...times,
      windowVersion: state >= 5 ? 1 : 0,
      paused: state === PROJECT_STATE.suspended,
      pausedAt: state === PROJECT_STATE.suspended ? new Date(t - HOUR) : null,
      winnerSupplierId: state >= 6 && state <= 7 ? parties.suppliers[0]!.companyId : null,
      lastSeq: ended ? 3 : 0,
    })
    .returning();
  if (ended) {
    for (const [i, s] of parties.suppliers.entries()) {
      await db.insert(eApplies).values({
        tenantId: 1,
        projectId: p!.id,
        supplierId: s.companyId!,
        userId: s.id,
        companyName: s.name,
        status: 1,
        submittedAt: new Date(t - 4 * HOUR),
      });
      await db.insert(quotes).values({
        tenantId: 1,
        projectId: p!.id,
        supplierId: s.companyId!,
        userId: s.id,
        clientQuoteId: `m-${i}`,
        amount: `${1000 - i}.00`,
        seq: i + 1,
        acceptedAt: new Date(t - 90 * 60_000 + i * 1000),
      });
    }
  }
  return p!;
}
