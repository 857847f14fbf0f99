import { and, eq } from 'drizzle-orm';
import type { SprojectDto, SprojectInput } from '@bidhall/contracts/sproject';
import { canMoveProject } from '@bidhall/domain/project-machine';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { ROLES } from '@bidhall/domain/roles';
import { projectKindOf } from '@bidhall/domain/winbid-rules';
import { projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { fieldError, notFound, userFriendly } from '../../http/errors.ts';
import { checkAgencyCompany } from '../projects/foreign-ids.ts';
import { invalidField } from '../projects/refusals.ts';
import { lockProject } from '../../events/append.ts';
import { appendBadgeCounts } from '../../events/badges.ts';
import type { Actor } from '../projects/actor.ts';
import { nextHandlers, writeHistory } from '../projects/history.ts';
import { projectDetail } from '../projects/project-dto.ts';
import { projectScope } from '../projects/scope.ts';
import { nextProjectNum } from './project-num.ts';

/** Who may edit a project's drafting data in which states (before it goes to review). */
const EDITABLE: Partial<Record<string, readonly number[]>> = { [ROLES.purchaser]: [0], [ROLES.agency]: [0, 1, 3] };

/** The project's kind (domain projectKindOf); asking for another than the rule fixes is a 400. */
function projectTypeOf(input: SprojectInput): number {
  const kind = projectKindOf(input.mode, input.winbidRule, input.projectType);
  if (input.mode !== 1 && input.projectType !== undefined && input.projectType !== kind)
    throw invalidField('validation.projectType', 'projectType');
  return kind;
}

async function checkNumFree(ctx: RequestContext, projectNum: string, exceptId?: number) {
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, ctx.tenantId), eq(projects.projectNum, projectNum)));
  if (row && row.id !== exceptId) throw fieldError('sproject.numTaken', 'projectNum', { projectNum });
}

/** CreateOrUpdateInfo (no times) and CreateOrUpdate (with times): a new project, or an edit. */
export async function saveProject(ctx: RequestContext, actor: Actor, input: SprojectInput): Promise<SprojectDto> {
  const projectType = projectTypeOf(input);
  await checkAgencyCompany(ctx, input.agencyCompanyId);
  const now = ctx.deps.now();
  const fields = {
    name: input.projectName,
    mode: input.mode,
    projectType,
    winbidRule: input.winbidRule,
    budget: input.budget,
    content: input.content,
    linkman: input.linkman,
    linkPhone: input.linkPhone,
    agencyCompanyId: input.agencyCompanyId,
    applyToTime: input.applyToTime,
    uppriceFromTime: input.uppriceFromTime,
    uppriceToTime: input.uppriceToTime,
    updatedAt: now,
  };
  const id =
    input.id === undefined
      ? await create(ctx, actor, input, fields, now)
      : await update(ctx, actor, input.id, input.projectNum, fields);
  return projectDetail(ctx.db, actor, id);
}

async function create(
  ctx: RequestContext,
  actor: Actor,
  input: SprojectInput,
  fields: Partial<typeof projects.$inferInsert>,
  now: Date,
) {
  const decision = canMoveProject(null, 0, actor.role);
  // An agency creates projects by drafting a requirement, which names the purchaser.
  if (!decision.ok || actor.role !== ROLES.purchaser || actor.companyId === null)
    throw userFriendly({ key: 'sproject.createAsPurchaser' });
  const projectNum = input.projectNum ?? (await nextProjectNum(ctx.db, ctx.tenantId, now));
  await checkNumFree(ctx, projectNum);
  const [row] = await ctx.db
    .insert(projects)
    .values({
      ...fields,
      tenantId: ctx.tenantId,
      projectNum,
      name: input.projectName,
      purchaserCompanyId: actor.companyId,
      purchaserUserId: actor.userId,
      state: 0,
      createdAt: now,
    })
    .returning({ id: projects.id });
  await writeHistory(ctx.db, actor, {
    projectId: row!.id,
    templates: decision.templates,
    handlerRoles: nextHandlers(0),
    at: now,
  });
  await appendBadgeCounts(ctx, {
    tenantId: ctx.tenantId,
    companyIds: [actor.companyId, input.agencyCompanyId ?? null],
    anyAgency: input.agencyCompanyId == null,
    now,
  });
  return row!.id;
}

async function update(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  projectNum: string | undefined,
  fields: Partial<typeof projects.$inferInsert>,
) {
  const [visible] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.tenantId, ctx.tenantId), projectScope(actor)));
  if (!visible) throw notFound(id);
  const project = await lockProject(ctx.db, ctx.tenantId, id);
  if (!(EDITABLE[actor.role] ?? []).includes(project.state))
    throw userFriendly({ key: 'sproject.notEditable', params: { state: projectStateLabel(project.state, ctx.lang) } });
  if (projectNum && projectNum !== project.projectNum) await checkNumFree(ctx, projectNum, id);
  await ctx.db
    .update(projects)
    .set({ ...fields, ...(projectNum ? { projectNum } : {}) })
    .where(eq(projects.id, id));
  return id;
}
