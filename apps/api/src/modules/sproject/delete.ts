import { eq } from 'drizzle-orm';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { ROLES } from '@bidhall/domain/roles';
import { projects } from '../../db/lifecycle-schema.ts';
import { lockProject } from '../../events/append.ts';
import { appendBadgeCounts } from '../../events/badges.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden, userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { projectDetail } from '../projects/project-dto.ts';

/** Published projects stay: suppliers may have seen them, signed up or quoted. */
const DELETABLE_STATES: readonly number[] = [0, 1, 2, 3, 4];

/** DelProject: the purchaser's or the handling agency's, before publication only (soft delete). */
export async function deleteProject(ctx: RequestContext, actor: Actor, id: number) {
  await projectDetail(ctx.db, actor, id);
  if (actor.role !== ROLES.purchaser && actor.role !== ROLES.agency) throw forbidden();
  const p = await lockProject(ctx.db, ctx.tenantId, id);
  if (!DELETABLE_STATES.includes(p.state))
    throw userFriendly({ key: 'sproject.notDeletable', params: { state: projectStateLabel(p.state, ctx.lang) } });
  const now = ctx.deps.now();
  await ctx.db.update(projects).set({ isDeleted: true, updatedAt: now }).where(eq(projects.id, id));
  await appendBadgeCounts(ctx, {
    tenantId: ctx.tenantId,
    companyIds: [p.purchaserCompanyId, p.agencyCompanyId],
    anyAgency: p.agencyCompanyId === null,
    now,
  });
  return {};
}
