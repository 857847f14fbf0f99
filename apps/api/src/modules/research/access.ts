import { and, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../../db/database.ts';
import { projects } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { forbidden, notFound, userFriendly } from '../../http/errors.ts';

export type ResearchProject = typeof projects.$inferSelect;

/** The caller's company: who a purchaser, an agency or a supplier acts for. */
export async function callerCompany(ctx: RequestContext): Promise<{ userId: number; companyId: number | null }> {
  const session = requireSession(ctx);
  const [user] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, session.userId));
  return { userId: session.userId, companyId: user?.companyId ?? null };
}

/** A research project (mode 1) of the caller's tenant; another tenant's is "not found". */
export async function researchProject(db: Db, tenantId: number, projectId: number): Promise<ResearchProject> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId), eq(projects.isDeleted, false)));
  if (!project) throw notFound(projectId);
  if (project.mode !== 1) throw userFriendly({ key: 'research.notResearch' });
  return project;
}

/**
 * The project, when the caller is one of its parties: its agency firm, its purchasing unit,
 * or an administrator of the tenant. Suppliers go through their own fill-in calls.
 */
export async function projectForParty(
  ctx: RequestContext,
  projectId: number,
  parties: readonly ('agency' | 'purchaser' | 'admin')[],
): Promise<ResearchProject> {
  const project = await researchProject(ctx.db, ctx.tenantId, projectId);
  const { role } = requireSession(ctx);
  if (role === ROLES.admin && parties.includes('admin')) return project;
  const { companyId } = await callerCompany(ctx);
  const owns =
    (role === ROLES.agency &&
      parties.includes('agency') &&
      companyId !== null &&
      project.agencyCompanyId === companyId) ||
    (role === ROLES.purchaser && parties.includes('purchaser') && project.purchaserCompanyId === companyId);
  if (!owns) throw forbidden('research.notParty');
  return project;
}
