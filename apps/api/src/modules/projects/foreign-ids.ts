import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { fieldError } from '../../http/errors.ts';
import { isAgencyFirm } from '../users/agency-firm.ts';

/**
 * A firm id the caller sends (a project's or a requirement's agency) names a firm of its
 * tenant, or the call is a 400 naming the field, before anything is written: a foreign-key
 * violation must never reach the caller as a 500.
 */
export async function checkAgencyCompany(
  ctx: RequestContext,
  agencyCompanyId: number | null | undefined,
): Promise<void> {
  if (agencyCompanyId == null) return;
  const [row] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, agencyCompanyId), eq(companies.tenantId, ctx.tenantId)));
  if (!row) throw fieldError('sproject.unknownCompany', 'agencyCompanyId');
  // A purchaser or a supplier firm named as the agency: the project would reach no agency.
  const [agency] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, agencyCompanyId), isAgencyFirm(ctx.db, ctx.tenantId)));
  if (!agency) throw fieldError('sproject.notAnAgency', 'agencyCompanyId');
}
