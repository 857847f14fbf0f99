import { sql } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { savingsOf } from '@bidhall/domain/statistics';
import type { Db } from '../../db/database.ts';
import { counters } from './screen-count.ts';
import { money, projectsIn, rows, tenantIs, type Scope } from './scope.ts';
import { tenantReportExtendQueries } from './tenant-report.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/** Home-page counters of the agency, the purchaser and the administrator (ScreenCount/Get*Num). */

export function agencyQueries(scope: Scope) {
  return {
    pendingSignUps: sql`select count(*)::int as n from e_applies where ${tenantIs(scope)} and status = 0 and project_id in (select id from projects where ${projectsIn(scope)})`,
  };
}

export async function agencyNum(db: Db, scope: Scope, now: Date) {
  const [c, [pending]] = await Promise.all([
    counters(db, scope, now),
    rows<{ n: number }>(db, agencyQueries(scope).pendingSignUps),
  ]);
  return {
    projects: c.count(c.byState.map((r) => r.state)),
    byState: c.byState.map((r) => ({ state: r.state, count: r.n })),
    liveWindows: c.windows.live,
    researchProjects: c.byState.reduce((sum, r) => sum + r.research, 0),
    pendingSignUps: pending?.n ?? 0,
  };
}

export async function purchaserNum(db: Db, scope: Scope, now: Date) {
  const c = await counters(db, scope, now);
  const closed = c.byState.find((r) => r.state === PROJECT_STATE.closed);
  const budget = money(closed?.budget);
  const awardedAmount = money(closed?.win);
  return {
    projects: c.count(c.byState.map((r) => r.state)),
    byState: c.byState.map((r) => ({ state: r.state, count: r.n })),
    liveWindows: c.windows.live,
    waitCheckNum: c.count([2]),
    waitResultNum: c.count([6]),
    savings: { awardedProjects: closed?.awarded ?? 0, budget, awardedAmount, ...savingsOf(budget, awardedAmount) },
  };
}

export async function adminNum(db: Db, scope: Scope, now: Date) {
  const q = tenantReportExtendQueries(scope, now);
  const [c, byRole, [users]] = await Promise.all([
    counters(db, scope, now),
    rows<{ role: string; n: number }>(db, q.byRole),
    rows<{ n: number; pending: number }>(db, q.users),
  ]);
  const role = (name: string) => byRole.find((r) => r.role === name)?.n ?? 0;
  return {
    users: users?.n ?? 0,
    pendingReviews: users?.pending ?? 0,
    purchasers: role(ROLES.purchaser),
    agencies: role(ROLES.agency),
    suppliers: role(ROLES.supplier),
    experts: role(ROLES.expert),
    projects: c.count(c.byState.map((r) => r.state)),
    liveWindows: c.windows.live,
    quotesToday: c.quotes.today,
  };
}
