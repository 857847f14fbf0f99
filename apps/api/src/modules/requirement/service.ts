import { and, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequirementDto, RequirementInput, RequirementPagedInput } from '@bidhall/contracts/requirement';
import { canMoveProject } from '@bidhall/domain/project-machine';
import { canMoveRequirement, requirementMoveError } from '@bidhall/domain/requirement-machine';
import { requirementStateLabel, type RequirementState, REQUIREMENT_STATE } from '@bidhall/domain/requirement-states';
import { ROLES } from '@bidhall/domain/roles';
import { projects, requirements } from '../../db/lifecycle-schema.ts';
import { companies } from '../../db/schema.ts';
import { appendBadgeCounts } from '../../events/badges.ts';
import type { RequestContext } from '../../http/context.ts';
import { notFound, userFriendly } from '../../http/errors.ts';
import type { Actor } from '../projects/actor.ts';
import { checkAgencyCompany } from '../projects/foreign-ids.ts';
import { nextHandlers, writeHistory } from '../projects/history.ts';
import { refusedWith } from '../projects/refusals.ts';
import { nextProjectNum } from '../sproject/project-num.ts';

type Row = typeof requirements.$inferSelect;

/** A purchaser sees its firm's requirements; an agency those sent to it; an administrator all. */
function scope(actor: Actor): SQL | undefined {
  if (actor.role === ROLES.admin) return undefined;
  if (actor.role === ROLES.purchaser) return eq(requirements.purchaserCompanyId, actor.companyId ?? 0);
  if (actor.role === ROLES.agency)
    return and(eq(requirements.agencyCompanyId, actor.companyId ?? 0), gte(requirements.state, 1));
  return eq(requirements.id, 0);
}

function toDto(r: Row, purchaserCompanyName: string | null): RequirementDto {
  const { tenantId: _t, purchaserUserId: _u, createdAt, updatedAt: _m, ...rest } = r;
  return { ...rest, purchaserCompanyName, creationTime: createdAt.toISOString() };
}

const withCompany = (ctx: RequestContext) =>
  ctx.db
    .select({ r: requirements, name: companies.companyName })
    .from(requirements)
    .leftJoin(companies, eq(companies.id, requirements.purchaserCompanyId));

export async function requirementDetail(ctx: RequestContext, actor: Actor, id: number): Promise<RequirementDto> {
  const [row] = await withCompany(ctx).where(
    and(eq(requirements.id, id), eq(requirements.tenantId, ctx.tenantId), scope(actor)),
  );
  if (!row) throw notFound(id);
  return toDto(row.r, row.name);
}

export async function pagedRequirements(
  ctx: RequestContext,
  actor: Actor,
  input: z.output<typeof RequirementPagedInput>,
) {
  const where = and(
    eq(requirements.tenantId, ctx.tenantId),
    scope(actor),
    input.state === undefined ? undefined : eq(requirements.state, input.state),
    input.states ? inArray(requirements.state, input.states) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(requirements).where(where);
  const rows = await withCompany(ctx)
    .where(where)
    .orderBy(desc(requirements.createdAt), desc(requirements.id))
    .limit(input.MaxResultCount)
    .offset(input.SkipCount);
  return { totalCount: total?.n ?? 0, items: rows.map((r) => toDto(r.r, r.name)) };
}

/** Create (state 0) or edit while still created. */
export async function saveRequirement(ctx: RequestContext, actor: Actor, input: z.output<typeof RequirementInput>) {
  await checkAgencyCompany(ctx, input.agencyCompanyId);
  const fields = {
    name: input.name,
    budget: input.budget,
    content: input.content,
    agencyCompanyId: input.agencyCompanyId,
    updatedAt: ctx.deps.now(),
  };
  if (input.id === undefined) {
    if (!canMoveRequirement(null, 0, actor.role).ok || actor.companyId === null)
      throw refusedWith((lang) => requirementMoveError(null, 0, actor.role, lang)!);
    const [row] = await ctx.db
      .insert(requirements)
      .values({
        ...fields,
        tenantId: ctx.tenantId,
        purchaserCompanyId: actor.companyId,
        purchaserUserId: actor.userId,
        createdAt: ctx.deps.now(),
      })
      .returning({ id: requirements.id });
    return requirementDetail(ctx, actor, row!.id);
  }
  const current = await lockRequirement(ctx, actor, input.id);
  if (current.state !== REQUIREMENT_STATE.created)
    throw userFriendly({
      key: 'requirement.notEditable',
      params: { state: requirementStateLabel(current.state, ctx.lang) },
    });
  await ctx.db.update(requirements).set(fields).where(eq(requirements.id, input.id));
  return requirementDetail(ctx, actor, input.id);
}

async function lockRequirement(ctx: RequestContext, actor: Actor, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(requirements)
    .where(and(eq(requirements.id, id), eq(requirements.tenantId, ctx.tenantId), scope(actor)))
    .for('update');
  if (!row) throw notFound(id);
  return row;
}

/** Moves a requirement as the domain's table allows; drafting (2 -> 3) creates the project. */
export async function moveRequirement(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  to: RequirementState,
  reason?: string,
  mode: 0 | 1 = 0,
) {
  const current = await lockRequirement(ctx, actor, id);
  if (!canMoveRequirement(current.state, to, actor.role).ok)
    throw refusedWith((lang) => requirementMoveError(current.state, to, actor.role, lang)!);
  if (to === 1 && current.agencyCompanyId === null) throw userFriendly({ key: 'requirement.noAgency' });
  const now = ctx.deps.now();
  const projectId = to === 3 ? await draftProject(ctx, actor, current, now, mode) : current.projectId;
  await ctx.db
    .update(requirements)
    .set({ state: to, projectId, returnReason: to === 4 ? reason : current.returnReason, updatedAt: now })
    .where(eq(requirements.id, id));
  await appendBadgeCounts(ctx, { tenantId: ctx.tenantId, companyIds: [current.agencyCompanyId], now });
  return requirementDetail(ctx, actor, id);
}

/** The agency drafts the project from the requirement: a new project in state 0 (template 1). */
async function draftProject(ctx: RequestContext, actor: Actor, r: Row, now: Date, mode: 0 | 1): Promise<number> {
  const decision = canMoveProject(null, 0, actor.role);
  if (!decision.ok) throw refusedWith(() => String(decision.reason));
  const [row] = await ctx.db
    .insert(projects)
    .values({
      tenantId: ctx.tenantId,
      projectNum: await nextProjectNum(ctx.db, ctx.tenantId, now),
      name: r.name,
      budget: r.budget,
      content: r.content,
      purchaserCompanyId: r.purchaserCompanyId,
      purchaserUserId: r.purchaserUserId,
      agencyCompanyId: actor.companyId,
      requirementId: r.id,
      // Research projects are kind 3 (market research), as saveProject makes them.
      ...(mode === 1 ? { mode, projectType: 3 } : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: projects.id });
  await writeHistory(ctx.db, actor, {
    projectId: row!.id,
    templates: decision.templates,
    handlerRoles: nextHandlers(0),
    at: now,
  });
  return row!.id;
}
