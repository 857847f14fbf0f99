import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PurchaserReportDto, ReportPageInput, SupplierReportDto } from '@bidhall/contracts/statistics';
import type { Db } from '../../db/database.ts';
import { createdIn, money, projectsIn, rows, tenantIs, type Scope } from './scope.ts';

type Page = z.infer<typeof ReportPageInput>;

/**
 * AbpTenantReport/GetPurchaserReport: purchasing units by number of projects, with their
 * money; over the projects created in the page's date range, if it has one.
 */
export function purchaserReportQueries(scope: Scope, page: Page) {
  const where = sql`${projectsIn(scope)} and ${createdIn(page)}`;
  const grouped = sql`select purchaser_company_id as id, count(*)::int as n, count(*) filter (where state = 5)::int as live,
      count(*) filter (where state = 7)::int as closed, sum(budget)::text as budget, sum(win_amount) filter (where state = 7)::text as win
    from projects where ${where} group by purchaser_company_id`;
  return {
    page: sql`select g.*, c.company_name from (${grouped}) as g join companies c on c.id = g.id
      order by g.n desc, g.id limit ${page.MaxResultCount} offset ${page.SkipCount}`,
    total: sql`select count(distinct purchaser_company_id)::int as n from projects where ${where}`,
  };
}

export async function purchaserReport(db: Db, scope: Scope, page: Page): Promise<z.input<typeof PurchaserReportDto>> {
  const q = purchaserReportQueries(scope, page);
  type Row = {
    id: number;
    company_name: string;
    n: number;
    live: number;
    closed: number;
    budget: string | null;
    win: string | null;
  };
  const [items, [total]] = await Promise.all([rows<Row>(db, q.page), rows<{ n: number }>(db, q.total)]);
  return {
    totalCount: total?.n ?? 0,
    items: items.map((r) => ({
      companyId: r.id,
      companyName: r.company_name,
      projects: r.n,
      liveProjects: r.live,
      closedProjects: r.closed,
      budget: money(r.budget),
      awardedAmount: money(r.win),
    })),
  };
}

/**
 * AbpTenantReport/GetSupplierReport: top suppliers (most wins, then most quotes). Each figure
 * is grouped from its own index first; only the grouped rows are joined. A date range counts
 * the quotes accepted, the sign-ups made and the wins of projects created within it.
 */
export function supplierReportQueries(scope: Scope, page: Page) {
  const figures = sql`with q as (select supplier_id as id, count(*)::int as quotes, count(distinct project_id)::int as projects
        from quotes where seq is not null and ${tenantIs(scope)} and ${createdIn(page, 'accepted_at')} group by supplier_id),
      s as (select supplier_id as id, count(*)::int as sign_ups from e_applies where ${tenantIs(scope)} and ${createdIn(page, 'submitted_at')} group by supplier_id),
      w as (select winner_supplier_id as id, count(*)::int as wins, sum(win_amount)::text as win
        from projects where ${projectsIn(scope)} and ${createdIn(page)} and state = 7 and winner_supplier_id is not null group by winner_supplier_id),
      f as (select coalesce(q.id, s.id, w.id) as id, coalesce(q.quotes, 0) as quotes, coalesce(q.projects, 0) as projects,
          coalesce(s.sign_ups, 0) as sign_ups, coalesce(w.wins, 0) as wins, w.win
        from q full join s on s.id = q.id full join w on w.id = coalesce(q.id, s.id))`;
  return {
    page: sql`${figures} select f.*, c.company_name from f join companies c on c.id = f.id
      order by f.wins desc, f.quotes desc, f.id limit ${page.MaxResultCount} offset ${page.SkipCount}`,
    total: sql`${figures} select count(*)::int as n from f`,
  };
}

export async function supplierReport(db: Db, scope: Scope, page: Page): Promise<z.input<typeof SupplierReportDto>> {
  const q = supplierReportQueries(scope, page);
  type Row = {
    id: number;
    company_name: string;
    quotes: number;
    projects: number;
    sign_ups: number;
    wins: number;
    win: string | null;
  };
  const [items, [total]] = await Promise.all([rows<Row>(db, q.page), rows<{ n: number }>(db, q.total)]);
  return {
    totalCount: total?.n ?? 0,
    items: items.map((r) => ({
      supplierId: r.id,
      companyName: r.company_name,
      signUps: r.sign_ups,
      quotedProjects: r.projects,
      quotes: r.quotes,
      wins: r.wins,
      awardedAmount: money(r.win),
    })),
  };
}
