import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';

export const TENANTS = 10;
/** Per tenant: 20 purchasing units, 5 agencies, 100 supplier firms, one user each. */
const FIRMS = 125;

/**
 * 100,000 projects, 300,000 accepted quotes and 200,000 sign-ups over ten tenants, made by
 * generate_series inside the database (seconds, not minutes). On a fresh database the serial
 * ids are predictable: firm j of tenant t has id (t-1)*125 + j, and its user the same id.
 */
export async function seedReports(db: Db, projects: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(
    sql`insert into tenants (tenancy_name, name) select 'bench' || t, '压测租户' || t from generate_series(1, ${TENANTS}) t`,
  );
  await db.execute(sql`insert into companies (tenant_id, company_name)
    select t, '企业' || t || '-' || j from generate_series(1, ${TENANTS}) t, generate_series(1, ${FIRMS}) j order by t, j`);
  await db.execute(sql`insert into users (tenant_id, user_name, name, password_hash, roles, company_id, is_review)
    select c.tenant_id, 'u' || c.id, 'u' || c.id, 'x',
      case when j <= 20 then array['采购人'] when j <= 25 then array['代理机构'] else array['供应商'] end, c.id, (c.id % 50 <> 0)::int
    from companies c, lateral (select c.id - (c.tenant_id - 1) * ${FIRMS} as j) f order by c.id`);
  // State i % 10; closed ones (7) have a winner and an awarded amount under the budget.
  await db.execute(sql`insert into projects (tenant_id, project_num, name, mode, project_type, winbid_rule, state, budget, win_amount, winner_supplier_id,
      purchaser_company_id, purchaser_user_id, agency_company_id, apply_to_time, upprice_from_time, upprice_to_time, created_at)
    select t, 'B-' || i, '压测项目' || i, (i % 17 = 0)::int, 1 + i % 5, i % 10, i % 10, 1000 + i % 9000,
      case when i % 10 = 7 then 900 + i % 8000 end, case when i % 10 = 7 then base + 26 + i % 100 end,
      base + 1 + i % 20, base + 1 + i % 20, base + 21 + i % 5,
      ${at}::timestamptz + (i % 7 - 3) * interval '1 hour', ${at}::timestamptz + (i % 7 - 4) * interval '1 hour', ${at}::timestamptz + (i % 7 - 2) * interval '1 hour',
      ${at}::timestamptz - (i % 730) * interval '1 day'
    from generate_series(1, ${projects}) i, lateral (select 1 + i % ${TENANTS} as t) tt, lateral (select (t - 1) * ${FIRMS} as base) b`);
  await db.execute(sql`insert into quotes (tenant_id, project_id, supplier_id, user_id, client_quote_id, amount, seq, accepted_at)
    select p.tenant_id, p.id, s, s, 'b' || k, 1000 - k, k, p.created_at + k * interval '1 minute'
    from projects p, generate_series(1, 3) k, lateral (select (p.tenant_id - 1) * ${FIRMS} + 26 + (p.id * 3 + k) % 100 as s) ss`);
  await db.execute(sql`insert into e_applies (tenant_id, project_id, supplier_id, user_id, company_name, status, submitted_at)
    select p.tenant_id, p.id, s, s, '供应商' || s, k % 3, p.created_at
    from projects p, generate_series(1, 2) k, lateral (select (p.tenant_id - 1) * ${FIRMS} + 26 + (p.id * 3 + k) % 100 as s) ss`);
}
