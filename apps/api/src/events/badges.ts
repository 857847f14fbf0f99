import { and, arrayOverlaps, eq, inArray, or } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { users } from '../db/schema.ts';
import { projectExperts } from '../db/lifecycle-schema.ts';
import { expertScoreCount } from '../modules/evaluation/expert-tasks.ts';
import { agencyCounts, purchaserCounts } from '../modules/menu-num/counts.ts';
import { appendUserEvent, type StreamWriter } from './append.ts';

/**
 * Appends fresh badge counts (badge.counts) for every purchaser and agency user of the firms
 * a change concerns, published once the writer's transaction commits (a call's, or the
 * window-end job's). `anyAgency`: the change touched a project no agency has taken yet, which
 * every agency of the tenant counts. A supplier firm's users get their role's counts, which are
 * none (their work is on their workplace): the push tells their open pages that something of
 * theirs changed (a sign-up audited), which they could not hear in a hall they may not join yet.
 */
export async function appendBadgeCounts(
  writer: StreamWriter,
  input: { tenantId: number; companyIds: Array<number | null>; anyAgency?: boolean; now: Date },
): Promise<void> {
  const companyIds = input.companyIds.filter((id): id is number => id !== null);
  const roles: RoleName[] = [ROLES.purchaser, ROLES.agency, ROLES.supplier];
  const concerned = or(
    companyIds.length ? inArray(users.companyId, companyIds) : undefined,
    input.anyAgency ? arrayOverlaps(users.roles, [ROLES.agency]) : undefined,
  );
  if (!concerned) return;
  const tx = writer.db;
  const rows = await tx
    .select({ id: users.id, roles: users.roles, companyId: users.companyId })
    .from(users)
    .where(
      and(eq(users.tenantId, input.tenantId), eq(users.isActive, true), arrayOverlaps(users.roles, roles), concerned),
    );
  for (const user of rows) {
    if (user.companyId === null) continue;
    for (const role of user.roles.filter((r): r is RoleName => roles.includes(r as RoleName))) {
      const counts =
        role === ROLES.agency
          ? await agencyCounts(tx, input.tenantId, user.companyId, input.now)
          : role === ROLES.purchaser
            ? await purchaserCounts(tx, input.tenantId, user.companyId)
            : {};
      await appendUserEvent(writer, {
        tenantId: input.tenantId,
        userId: user.id,
        type: 'badge.counts',
        payload: { userId: user.id, role, counts },
        at: input.now,
      });
    }
  }
}

/**
 * Appends the experts' counts (badge.counts, projects to score) for every active expert
 * assigned to one of `projectIds`, after a change that lets them score without any of them
 * acting (the agency opening the sealed quotes; every scoring method is sealed, so a window's
 * end alone never does), or moves a window their list shows.
 */
export async function appendExpertBadgeCounts(
  writer: StreamWriter,
  input: { tenantId: number; projectIds: number[]; now: Date },
): Promise<void> {
  if (input.projectIds.length === 0) return;
  const experts = await writer.db
    .selectDistinct({ id: projectExperts.expertUserId })
    .from(projectExperts)
    .innerJoin(users, eq(users.id, projectExperts.expertUserId))
    .where(
      and(
        eq(projectExperts.tenantId, input.tenantId),
        inArray(projectExperts.projectId, input.projectIds),
        eq(users.isActive, true),
      ),
    );
  for (const { id } of experts) {
    const waitScoreNum = await expertScoreCount(writer.db, input.tenantId, id, input.now);
    await appendUserEvent(writer, {
      tenantId: input.tenantId,
      userId: id,
      type: 'badge.counts',
      payload: { userId: id, role: ROLES.expert, counts: { waitScoreNum } },
      at: input.now,
    });
  }
}
