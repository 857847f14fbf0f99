import { eq, sql, type SQL } from 'drizzle-orm';
import { amountToString } from '@bidhall/domain/money';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * Whose figures a report counts. tenantId null is the whole platform (a host administrator);
 * a company narrows projects to a purchaser's or an agency's own, a supplier to its own firm.
 */
export type Scope = {
  tenantId: number | null;
  purchaserCompanyId?: number;
  agencyCompanyId?: number;
  supplierId?: number;
};

export async function scopeOf(ctx: RequestContext): Promise<Scope> {
  const session = requireSession(ctx);
  if (session.role === ROLES.admin) return { tenantId: session.tenantId === null ? null : ctx.tenantId };
  const [user] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, session.userId));
  const companyId = user?.companyId;
  // A purchaser, agency or supplier without a company has no figures of its own to see.
  if (!companyId) throw forbidden();
  if (session.role === ROLES.purchaser) return { tenantId: ctx.tenantId, purchaserCompanyId: companyId };
  if (session.role === ROLES.agency) return { tenantId: ctx.tenantId, agencyCompanyId: companyId };
  return { tenantId: ctx.tenantId, supplierId: companyId };
}

/** `tenant_id = $1`, or nothing for the whole platform. Column names are ours, never input. */
export function tenantIs(scope: Scope, column = 'tenant_id'): SQL {
  return scope.tenantId === null ? sql`true` : sql`${sql.raw(column)} = ${scope.tenantId}`;
}

/**
 * The projects a scope sees. `is_deleted = false` is written literally so the planner can
 * match the partial covering index (a bound parameter would not match its predicate).
 */
export function projectsIn(scope: Scope, alias = ''): SQL {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const parts = [sql`${col('is_deleted')} = false`, tenantIs(scope, alias ? `${alias}.tenant_id` : 'tenant_id')];
  if (scope.purchaserCompanyId !== undefined)
    parts.push(sql`${col('purchaser_company_id')} = ${scope.purchaserCompanyId}`);
  if (scope.agencyCompanyId !== undefined) parts.push(sql`${col('agency_company_id')} = ${scope.agencyCompanyId}`);
  return sql.join(parts, sql` and `);
}

/** Accepted quotes (`seq is not null`, literal for the partial index) within the scope. */
export function quotesIn(scope: Scope): SQL {
  const parts = [sql`seq is not null`, tenantIs(scope)];
  if (scope.purchaserCompanyId !== undefined || scope.agencyCompanyId !== undefined)
    parts.push(sql`project_id in (select id from projects where ${projectsIn(scope)})`);
  if (scope.supplierId !== undefined) parts.push(sql`supplier_id = ${scope.supplierId}`);
  return sql.join(parts, sql` and `);
}

/** Runs an aggregate and hands back its (few) rows; PGlite and node-postgres both answer `rows`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A month bucket in Beijing time, e.g. 2026-11. */
export const monthOf = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`);

/** Counts arrive as int (cast in SQL); sums of numeric arrive as text. */
export const money = (value: string | null | undefined) => amountToString(value ?? '0');

/** `column` within a report's date range (from inclusive, to exclusive); `true` when open. */
export function createdIn(
  range: { fromTime?: Date | undefined; toTime?: Date | undefined },
  column = 'created_at',
): SQL {
  const c = sql.raw(column);
  return sql`${range.fromTime ? sql`${c} >= ${range.fromTime.toISOString()}` : sql`true`} and ${range.toTime ? sql`${c} < ${range.toTime.toISOString()}` : sql`true`}`;
}
