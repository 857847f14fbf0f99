import { and, asc, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { AgencyDto, AgencyListInput } from '@bidhall/contracts/users';
import { companies, users } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { isAgencyFirm, isAgent } from './agency-firm.ts';

/** A keyword found anywhere in the text, case-insensitively; no LIKE pattern, so `%` and `_` are plain characters. */
const mentions = (column: AnyColumn, keyword: string) => sql`strpos(lower(${column}), ${keyword.toLowerCase()}) > 0`;

/**
 * The caller's tenant's agency firms: companies with at least one enabled, approved user
 * holding the agency role. The keyword matches the firm's name or one of those users' names.
 */
export async function agencyList(ctx: RequestContext, input: AgencyListInput): Promise<PagedResult<AgencyDto>> {
  const keyword = input.keyword || undefined;
  const matches = keyword
    ? or(mentions(companies.companyName, keyword), mentions(users.name, keyword), mentions(users.userName, keyword))
    : undefined;
  const where = isAgencyFirm(ctx.db, ctx.tenantId, matches);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ companyId: companies.id, companyName: companies.companyName, contactName: companies.contactName })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.companyName), asc(companies.id))
      .limit(input.MaxResultCount)
      .offset(input.SkipCount),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
  ]);
  const ids = rows.map((r) => r.companyId);
  const agents = ids.length
    ? await ctx.db
        .select({ companyId: users.companyId, name: users.name })
        .from(users)
        .where(and(isAgent(ctx.tenantId), inArray(users.companyId, ids)))
        .orderBy(asc(users.name))
    : [];
  return {
    totalCount: total?.n ?? 0,
    items: rows.map((r) => ({
      ...r,
      agentNames: agents.filter((a) => a.companyId === r.companyId).map((a) => a.name),
    })),
  };
}
