import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantReportDto, TenantReportExtendDto } from '@bidhall/contracts/statistics';
import type { Db } from '../../db/database.ts';
import { money, monthOf, projectsIn, rows, tenantIs, type Scope } from './scope.ts';

const DAY = 86_400_000;

/** AbpTenantReport/GetAbpTenantReport: one row per tenant, each count grouped in SQL. */
export function tenantReportQueries(scope: Scope) {
  return {
    tenants: sql`select id, tenancy_name, name, is_active from tenants where ${tenantIs(scope, 'id')} order by id`,
    users: sql`select tenant_id, count(*)::int as n from users where ${tenantIs(scope)} and tenant_id is not null group by tenant_id`,
    companies: sql`select tenant_id, count(*)::int as n from companies where ${tenantIs(scope)} group by tenant_id`,
    projects: sql`select tenant_id, count(*)::int as n, count(*) filter (where state = 5)::int as live, count(*) filter (where state = 7)::int as closed,
        sum(win_amount) filter (where state = 7)::text as win
      from projects where ${projectsIn(scope)} group by tenant_id`,
  };
}

type Counted = { tenant_id: number; n: number };

export async function tenantReport(db: Db, scope: Scope): Promise<z.input<typeof TenantReportDto>> {
  const q = tenantReportQueries(scope);
  const [tenants, users, companies, projects] = await Promise.all([
    rows<{ id: number; tenancy_name: string; name: string; is_active: boolean }>(db, q.tenants),
    rows<Counted>(db, q.users),
    rows<Counted>(db, q.companies),
    rows<Counted & { live: number; closed: number; win: string | null }>(db, q.projects),
  ]);
  const byTenant = <T extends { tenant_id: number }>(list: T[]) => new Map(list.map((r) => [r.tenant_id, r]));
  const [u, c, p] = [byTenant(users), byTenant(companies), byTenant(projects)];
  return {
    items: tenants.map((t) => ({
      tenantId: t.id,
      tenancyName: t.tenancy_name,
      name: t.name,
      isActive: t.is_active,
      users: u.get(t.id)?.n ?? 0,
      companies: c.get(t.id)?.n ?? 0,
      projects: p.get(t.id)?.n ?? 0,
      liveProjects: p.get(t.id)?.live ?? 0,
      closedProjects: p.get(t.id)?.closed ?? 0,
      awardedAmount: money(p.get(t.id)?.win),
    })),
  };
}

/** AbpTenantReport/GetAbpTenantReportExtend: users by role, activity and projects per month. */
export function tenantReportExtendQueries(scope: Scope, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY).toISOString();
  return {
    byRole: sql`select r as role, count(*)::int as n from users, unnest(roles) as r where ${tenantIs(scope)} group by r order by r`,
    users: sql`select count(*)::int as n, count(*) filter (where is_active)::int as active, count(*) filter (where is_review = 0)::int as pending from users where ${tenantIs(scope)}`,
    activeUsers: sql`select count(distinct user_id)::int as n from (
        select user_id from quotes where seq is not null and ${tenantIs(scope)} and accepted_at >= ${since}
        union select user_id from e_applies where ${tenantIs(scope)} and submitted_at >= ${since}) as active`,
    byMonth: sql`select ${monthOf('created_at')} as month, count(*)::int as n from projects where ${projectsIn(scope)} group by 1 order by 1`,
  };
}

export async function tenantReportExtend(
  db: Db,
  scope: Scope,
  now: Date,
): Promise<z.input<typeof TenantReportExtendDto>> {
  const q = tenantReportExtendQueries(scope, now);
  const [byRole, [users], [active], byMonth] = await Promise.all([
    rows<{ role: string; n: number }>(db, q.byRole),
    rows<{ n: number; active: number; pending: number }>(db, q.users),
    rows<{ n: number }>(db, q.activeUsers),
    rows<{ month: string; n: number }>(db, q.byMonth),
  ]);
  return {
    usersByRole: byRole.map((r) => ({ role: r.role, count: r.n })),
    users: users?.n ?? 0,
    activeAccounts: users?.active ?? 0,
    pendingReviews: users?.pending ?? 0,
    activeUsers30d: active?.n ?? 0,
    projectsByMonth: byMonth.map((m) => ({ month: m.month, count: m.n })),
  };
}
