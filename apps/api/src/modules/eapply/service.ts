import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EApplyAuditInput, EApplyDto, EApplySubmitInput } from '@bidhall/contracts/eapply';
import { AUDIT_STATUSES, isAuditStatus } from '@bidhall/domain/audit-templates';
import { projectStateLabel, PROJECT_STATE } from '@bidhall/domain/project-states';
import { ROLES } from '@bidhall/domain/roles';
import { eApplies, projects } from '../../db/lifecycle-schema.ts';
import { appendProjectEvent, lockProject } from '../../events/append.ts';
import { appendBadgeCounts } from '../../events/badges.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden, notFound, userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { writeHistory } from '../projects/history.ts';
import { visibleProjectRow } from '../projects/project-dto.ts';
import { toEApplyDto } from '../sproject/lists.ts';

const statusText = (status: number, ctx: RequestContext) =>
  isAuditStatus(status) ? AUDIT_STATUSES[status].labels[ctx.lang] : String(status);

/**
 * EApply/Submit: a supplier firm signs up while the project is published (5) and the server's
 * clock is before applyToTime; a returned sign-up may be submitted again (docs/rules.md).
 */
export async function submitSignUp(
  ctx: RequestContext,
  actor: Actor,
  input: z.output<typeof EApplySubmitInput>,
): Promise<EApplyDto> {
  if (actor.companyId === null || actor.companyName === null) throw forbidden();
  await visibleProjectRow(ctx.db, actor, input.projectId);
  const p = await lockProject(ctx.db, ctx.tenantId, input.projectId);
  const now = ctx.deps.now();
  if (p.state !== PROJECT_STATE.published || !p.applyToTime || now >= p.applyToTime)
    throw userFriendly({ key: 'eApply.closed', params: { state: projectStateLabel(p.state, ctx.lang) } });
  const [existing] = await ctx.db
    .select()
    .from(eApplies)
    .where(and(eq(eApplies.projectId, p.id), eq(eApplies.supplierId, actor.companyId)));
  if (existing && existing.status !== 2)
    throw userFriendly({ key: 'eApply.alreadySubmitted', params: { status: statusText(existing.status, ctx) } });
  const fields = {
    userId: actor.userId,
    companyName: actor.companyName,
    linkman: input.linkman ?? null,
    linkPhone: input.linkPhone ?? null,
    content: input.content ?? '',
    status: 0,
    comment: null,
    submittedAt: now,
    auditedAt: null,
    auditedBy: null,
  };
  const [row] = existing
    ? await ctx.db.update(eApplies).set(fields).where(eq(eApplies.id, existing.id)).returning()
    : await ctx.db
        .insert(eApplies)
        .values({ ...fields, tenantId: ctx.tenantId, projectId: p.id, supplierId: actor.companyId })
        .returning();
  await writeHistory(ctx.db, actor, {
    projectId: p.id,
    templates: [12],
    handlerRoles: ROLES.agency,
    eApplyId: row!.id,
    at: now,
  });
  await appendBadgeCounts(ctx, { tenantId: ctx.tenantId, companyIds: [p.agencyCompanyId], now });
  return toEApplyDto(row!, p);
}

/** EApply/Audit: the project's agency passes (1) or returns (2, with a reason) a pending sign-up. */
export async function auditSignUp(
  ctx: RequestContext,
  actor: Actor,
  input: z.output<typeof EApplyAuditInput>,
): Promise<EApplyDto> {
  const [target] = await ctx.db
    .select({ projectId: eApplies.projectId })
    .from(eApplies)
    .innerJoin(projects, eq(projects.id, eApplies.projectId))
    .where(and(eq(eApplies.id, input.id), eq(eApplies.tenantId, ctx.tenantId)));
  if (!target) throw notFound(input.id);
  await visibleProjectRow(ctx.db, actor, target.projectId);
  // The project lock orders this audit with quotes and moves of the same project.
  const p = await lockProject(ctx.db, ctx.tenantId, target.projectId);
  const [signUp] = await ctx.db.select().from(eApplies).where(eq(eApplies.id, input.id));
  if (signUp!.status !== 0)
    throw userFriendly({ key: 'eApply.notPending', params: { status: statusText(signUp!.status, ctx) } });
  const now = ctx.deps.now();
  const comment = input.status === 2 ? input.comment! : (input.comment ?? null);
  const [row] = await ctx.db
    .update(eApplies)
    .set({ status: input.status, comment, auditedAt: now, auditedBy: actor.userId })
    .where(eq(eApplies.id, input.id))
    .returning();
  await writeHistory(ctx.db, actor, {
    projectId: p.id,
    templates: [input.status === 1 ? 13 : 14],
    reason: comment,
    handlerRoles: ROLES.supplier,
    eApplyId: input.id,
    at: now,
  });
  await appendProjectEvent(ctx, {
    tenantId: ctx.tenantId,
    projectId: p.id,
    type: 'signup.audited',
    payload: {
      signUpId: input.id,
      supplierId: signUp!.supplierId,
      companyName: signUp!.companyName,
      status: input.status,
      reason: input.status === 2 ? comment : null,
    },
    at: now,
  });
  // The audited firm's users too: a pending applicant hears nothing in the hall it may not join.
  await appendBadgeCounts(ctx, { tenantId: ctx.tenantId, companyIds: [p.agencyCompanyId, signUp!.supplierId], now });
  return toEApplyDto(row!, p);
}
