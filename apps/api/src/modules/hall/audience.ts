import { eq } from 'drizzle-orm';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import type { Relation } from '@bidhall/domain/audience-policy';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { audienceOf } from '../projects/audience.ts';
import type { ProjectRow } from './window.ts';

/** Who looks at a hall: the audience and, for a supplier, its firm. */
export type Viewer = { audience: HallAudience; supplierId: number | null };

async function callerCompanyId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}

const HALL_AUDIENCE: Partial<Record<Relation, HallAudience>> = {
  handlingAgency: 'agency',
  owningPurchaser: 'purchaser',
  passedBidder: 'supplier',
  assignedExpert: 'expert',
};

/**
 * The caller's audience in a project's hall, decided from the token's role and the database
 * (STYLE.md "Server decides rooms") by the audience policy: the project's own agency and
 * purchaser, a supplier firm whose sign-up passed, an expert assigned to it. A pending or
 * returned applicant, and anyone else, is refused.
 */
export async function viewerOf(ctx: RequestContext, project: ProjectRow): Promise<Viewer> {
  const actor = await loadActor(ctx);
  const { relation, facts } = await audienceOf(ctx.db, actor, project, ctx.deps.now());
  const audience = HALL_AUDIENCE[relation];
  if (!facts.live || !audience) throw forbidden('hall.notParty');
  return { audience, supplierId: audience === 'supplier' ? actor.companyId : null };
}

/** The project's own agency, for operator actions. */
export async function requireProjectAgency(ctx: RequestContext, project: ProjectRow): Promise<void> {
  const company = await callerCompanyId(ctx.db, requireSession(ctx).userId);
  if (company === null || company !== project.agencyCompanyId) throw forbidden('hall.notParty');
}
