import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { eApplies, projectExperts, projects } from '../../db/lifecycle-schema.ts';
import type { Actor } from './actor.ts';

const NOTHING = sql`false`;

/**
 * Which projects of the tenant a caller may see: a purchaser its firm's projects;
 * an agency the projects its firm handles, and new ones no agency has taken yet; a supplier
 * published projects and those it signed up for; an expert those it is assigned to; an
 * administrator all of them (read only: it makes no business moves).
 */
export function projectScope(actor: Actor): SQL | undefined {
  const company = actor.companyId;
  switch (actor.role) {
    case ROLES.purchaser:
      return company === null ? NOTHING : eq(projects.purchaserCompanyId, company);
    case ROLES.agency:
      return company === null
        ? NOTHING
        : or(eq(projects.agencyCompanyId, company), and(isNull(projects.agencyCompanyId), eq(projects.state, 0)));
    case ROLES.supplier:
      return company === null
        ? NOTHING
        : or(
            gte(projects.state, 5),
            sql`exists (select 1 from ${eApplies} where ${eApplies.projectId} = ${projects.id} and ${eApplies.supplierId} = ${company})`,
          );
    case ROLES.expert:
      return sql`exists (select 1 from ${projectExperts} where ${projectExperts.projectId} = ${projects.id} and ${projectExperts.expertUserId} = ${actor.userId})`;
    case ROLES.admin:
      return undefined;
  }
}

/** Live projects of the caller's tenant within its scope. */
export function visibleProjects(actor: Actor, ...extra: Array<SQL | undefined>): SQL {
  return and(eq(projects.tenantId, actor.tenantId), eq(projects.isDeleted, false), projectScope(actor), ...extra)!;
}
