import { and, eq } from 'drizzle-orm';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../../db/database.ts';
import { eApplies, projectExperts } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import type { ProjectRow } from './window.ts';

/** Who looks at a hall: the audience and, for a supplier, its firm. */
export type Viewer = { audience: HallAudience; supplierId: number | null };

export async function callerCompanyId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}

/**
 * The caller's audience in a project's hall, decided from the token's role and the database
 * (STYLE.md "Server decides rooms"): the project's own agency and purchaser, a supplier firm
 * that signed up, an expert assigned to it. Anyone else is refused.
 */
export async function viewerOf(ctx: RequestContext, project: ProjectRow): Promise<Viewer> {
  const session = requireSession(ctx);
  const company = await callerCompanyId(ctx.db, session.userId);
  switch (session.role) {
    case ROLES.agency:
      if (company !== null && company === project.agencyCompanyId) return { audience: 'agency', supplierId: null };
      break;
    case ROLES.purchaser:
      if (company !== null && company === project.purchaserCompanyId) return { audience: 'purchaser', supplierId: null };
      break;
    case ROLES.supplier: {
      if (company === null) break;
      const [signUp] = await ctx.db
        .select({ id: eApplies.id })
        .from(eApplies)
        .where(and(eq(eApplies.projectId, project.id), eq(eApplies.supplierId, company)));
      if (signUp) return { audience: 'supplier', supplierId: company };
      break;
    }
    case ROLES.expert: {
      const [assigned] = await ctx.db
        .select({ id: projectExperts.expertUserId })
        .from(projectExperts)
        .where(and(eq(projectExperts.projectId, project.id), eq(projectExperts.expertUserId, session.userId)));
      if (assigned) return { audience: 'expert', supplierId: null };
      break;
    }
  }
  throw forbidden('hall.notParty');
}

/** The project's own agency, for operator actions. */
export async function requireProjectAgency(ctx: RequestContext, project: ProjectRow): Promise<void> {
  const company = await callerCompanyId(ctx.db, requireSession(ctx).userId);
  if (company === null || company !== project.agencyCompanyId) throw forbidden('hall.notParty');
}
