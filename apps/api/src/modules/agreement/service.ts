import { and, eq } from 'drizzle-orm';
import type { AgreementCreateInput, AgreementDto, AgreementUpdateInput } from '@bidhall/contracts/agreement';
import {
  agreementMoveError,
  canCreateAgreement,
  canMoveAgreement,
  isAgreementEditable,
  type AgreementState,
} from '@bidhall/domain/agreement-states';
import { ROLES } from '@bidhall/domain/roles';
import { agreements } from '../../db/documents-schema.ts';
import { lockProject } from '../../events/append.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden, userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { refusedWith } from '../projects/refusals.ts';
import { visibleProject } from '../announcement/queries.ts';
import { setAttachments } from '../file/service.ts';
import { agreementDtos, partyAgreement } from './queries.ts';

/** The organiser's side of a project: its purchaser firm, or the agency firm handling it. */
function organises(actor: Actor, p: { purchaserCompanyId: number; agencyCompanyId: number | null }): boolean {
  if (actor.companyId === null) return false;
  if (actor.role === ROLES.purchaser) return p.purchaserCompanyId === actor.companyId;
  return actor.role === ROLES.agency && p.agencyCompanyId === actor.companyId;
}

const dtoOf = async (ctx: RequestContext, id: number): Promise<AgreementDto> =>
  (await agreementDtos(ctx.db, eq(agreements.id, id), ctx.lang))[0]!;

/** Agreement/Create: for the winner of a closed project (state 7), one per winner. */
export async function createAgreement(
  ctx: RequestContext,
  actor: Actor,
  input: AgreementCreateInput,
): Promise<AgreementDto> {
  await visibleProject(ctx.db, actor, input.projectId);
  const project = await lockProject(ctx.db, ctx.tenantId, input.projectId);
  if (!organises(actor, project)) throw forbidden();
  if (!canCreateAgreement(project.state, actor.role)) throw userFriendly({ key: 'agreement.projectNotClosed' });
  if (project.winnerSupplierId === null) throw userFriendly({ key: 'agreement.noWinner' });
  const [existing] = await ctx.db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.projectId, project.id), eq(agreements.supplierId, project.winnerSupplierId)));
  if (existing) throw userFriendly({ key: 'agreement.exists' });
  const now = ctx.deps.now();
  const [row] = await ctx.db
    .insert(agreements)
    .values({
      tenantId: ctx.tenantId,
      projectId: project.id,
      supplierId: project.winnerSupplierId,
      purchaserCompanyId: project.purchaserCompanyId,
      agencyCompanyId: project.agencyCompanyId,
      title: input.title,
      contractNum: input.contractNum ?? null,
      amount: input.amount,
      content: input.content,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: agreements.id });
  await setAttachments(
    ctx,
    actor,
    { projectId: project.id, stage: 'agreement', agreementId: row!.id },
    input.attachmentIds,
  );
  return dtoOf(ctx, row!.id);
}

/** Agreement/Update: fields and attachments, only while nobody has signed. */
export async function updateAgreement(
  ctx: RequestContext,
  actor: Actor,
  input: AgreementUpdateInput,
): Promise<AgreementDto> {
  const row = await partyAgreement(ctx.db, actor, input.id);
  if (!isAgreementEditable(row.status, actor.role)) {
    throw actor.role === ROLES.supplier ? forbidden() : userFriendly({ key: 'agreement.notEditable' });
  }
  await ctx.db
    .update(agreements)
    .set({
      title: input.title,
      contractNum: input.contractNum ?? null,
      amount: input.amount,
      content: input.content,
      updatedAt: ctx.deps.now(),
    })
    .where(eq(agreements.id, row.id));
  await setAttachments(
    ctx,
    actor,
    { projectId: row.projectId, stage: 'agreement', agreementId: row.id },
    input.attachmentIds,
  );
  return dtoOf(ctx, row.id);
}

/** Signing and archiving: only the legal moves of the domain, each stamped with who and when. */
export async function moveAgreement(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  to: AgreementState,
): Promise<AgreementDto> {
  const row = await partyAgreement(ctx.db, actor, id);
  const [locked] = await ctx.db.select().from(agreements).where(eq(agreements.id, row.id)).for('update');
  const from = locked!.status;
  if (!canMoveAgreement(from, to, actor.role).ok)
    throw refusedWith((lang) => agreementMoveError(from, to, actor.role, lang)!);
  const now = ctx.deps.now();
  const stamp =
    to === 1
      ? { purchaserSignedBy: actor.userId, purchaserSignedAt: now }
      : to === 2
        ? { supplierSignedBy: actor.userId, supplierSignedAt: now }
        : { archivedAt: now };
  await ctx.db
    .update(agreements)
    .set({ status: to, ...stamp, updatedAt: now })
    .where(eq(agreements.id, row.id));
  return dtoOf(ctx, row.id);
}
