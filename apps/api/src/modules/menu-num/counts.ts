import { and, arrayContained, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AgencyMenuNumDto } from '@bidhall/contracts/menu-num';
import { BADGE_LISTS, purchaserBadgeCounts } from '@bidhall/domain/badges';
import { pendingSignUp } from '../projects/project-dto.ts';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../../db/database.ts';
import { projects, requirements } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';

const live = (tenantId: number) => and(eq(projects.tenantId, tenantId), eq(projects.isDeleted, false));
const handledBy = (companyId: number) => eq(projects.agencyCompanyId, companyId);

/** The single count of a `select count(*)` query. */
const first = (rows: Array<{ n: number }>) => rows[0]?.n ?? 0;

/**
 * The agency's badges, one SQL count each: projects to draft (new, in drafting or returned,
 * plus requirements sent to it and not yet drafted), to publish (passed review), sign-ups to
 * audit, windows over whose result is due, and supplier registrations to review.
 */
export async function agencyCounts(db: Db, tenantId: number, companyId: number, now: Date): Promise<AgencyMenuNumDto> {
  const drafting = or(
    and(inArray(projects.state, [1, 3]), handledBy(companyId)),
    and(eq(projects.state, 0), or(handledBy(companyId), isNull(projects.agencyCompanyId))),
  );
  // One statement at a time: a transaction's connection runs them one by one anyway.
  const projectCount = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(projects)
      .where(and(live(tenantId), where))
      .then(first);
  const editProjects = await projectCount(drafting);
  const editRequirements = await db
    .select({ n: count() })
    .from(requirements)
    .where(
      and(
        eq(requirements.tenantId, tenantId),
        eq(requirements.agencyCompanyId, companyId),
        inArray(requirements.state, [...BADGE_LISTS.waitRfqNum.states]),
      ),
    )
    .then(first);
  // The lists the badges lead to filter with BADGE_LISTS; so do these counts.
  const listed = (list: { states: readonly number[]; mode?: number }) =>
    and(
      handledBy(companyId),
      inArray(projects.state, [...list.states]),
      list.mode === undefined ? undefined : eq(projects.mode, list.mode),
    );
  const waitHangNetNum = await projectCount(listed(BADGE_LISTS.waitHangNetNum));
  const waitApplyNum = await projectCount(and(listed(BADGE_LISTS.waitApplyNum), pendingSignUp));
  // The end-game list: an unpaused window that is over.
  const waitConfirmNum = await projectCount(
    and(listed(BADGE_LISTS.waitConfirmNum), eq(projects.paused, false), lte(projects.uppriceToTime, now)),
  );
  // Agencies audit supplier registrations only (domain/roles canAuditRegistration).
  const waitUserAuditNum = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.isReview, 0),
        arrayContained(users.roles, [ROLES.supplier]),
        sql`cardinality(${users.roles}) > 0`,
      ),
    )
    .then(first);
  // Each list its own badge: projects to draft (/bid/establishbid), requirements (/bid/checkrfq).
  return {
    waitEditNum: editProjects,
    waitRfqNum: editRequirements,
    waitHangNetNum,
    waitApplyNum,
    waitConfirmNum,
    waitUserAuditNum,
  };
}

/** The purchaser's badges: the same counts its project list gives the client (states 2 and 6). */
export async function purchaserCounts(db: Db, tenantId: number, companyId: number) {
  const rows = await db
    .select({ state: projects.state })
    .from(projects)
    .where(and(live(tenantId), eq(projects.purchaserCompanyId, companyId), inArray(projects.state, [2, 6])));
  return purchaserBadgeCounts(rows);
}
