import { asc, eq } from 'drizzle-orm';
import type { CriterionDto, EvaluationPlanDto, EvaluationPlanInput } from '@bidhall/contracts/evaluation';
import { planRefusal, EVALUATION_REFUSAL_MESSAGES } from '@bidhall/domain/evaluation-gates';
import { PLAN_PROBLEM_MESSAGES, checkPlan, type CriterionKind } from '@bidhall/domain/evaluation-plan';
import { isPriceScoreFormula } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { evaluationCriteria, evaluationPlans } from '../../db/evaluation-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { gateView, reachProject, refuse, requireHandlingAgency, type ProjectRow } from './access.ts';

export type StoredPlan = { plan: typeof evaluationPlans.$inferSelect | null; criteria: CriterionDto[] };

export async function loadPlan(db: Db, projectId: number): Promise<StoredPlan> {
  const [plan] = await db.select().from(evaluationPlans).where(eq(evaluationPlans.projectId, projectId));
  const rows = await db
    .select()
    .from(evaluationCriteria)
    .where(eq(evaluationCriteria.projectId, projectId))
    .orderBy(asc(evaluationCriteria.sortOrder));
  return {
    plan: plan ?? null,
    criteria: rows.map((c) => ({ id: c.id, kind: c.kind as CriterionKind, name: c.name, maxPoints: c.maxPoints })),
  };
}

function toDto(project: ProjectRow, { plan, criteria }: StoredPlan): EvaluationPlanDto {
  return {
    projectId: project.id,
    formula: plan && isPriceScoreFormula(plan.formula) ? plan.formula : null,
    priceWeight: plan?.priceWeight ?? null,
    k: plan?.k ?? null,
    shortlistSize: plan?.shortlistSize ?? null,
    criteria,
    saved: plan !== null,
    locked: planRefusal(gateView(project)) !== null,
  };
}

export async function getPlan(ctx: RequestContext, input: { projectId: number }): Promise<EvaluationPlanDto> {
  const { project } = await reachProject(ctx, input.projectId);
  return toDto(project, await loadPlan(ctx.db, project.id));
}

/** UpdatePlan (projectPbSetting): replaces the plan; checked whole by the domain, before opening only. */
export async function updatePlan(ctx: RequestContext, input: EvaluationPlanInput): Promise<EvaluationPlanDto> {
  const { actor, project } = await reachProject(ctx, input.projectId, { lock: true });
  requireHandlingAgency(actor, project);
  const gate = gateView(project);
  const locked = planRefusal(gate);
  if (locked) refuse(EVALUATION_REFUSAL_MESSAGES[locked]);
  const problems = checkPlan(gate.winbidRule, { ...input, criteria: input.criteria });
  if (problems.length > 0) {
    throw badRequest(
      { key: 'error.validation' },
      problems.map((p) => ({ message: { labels: PLAN_PROBLEM_MESSAGES[p.code] }, members: [p.member] })),
    );
  }
  const now = ctx.deps.now();
  const values = {
    formula: input.formula,
    priceWeight: input.priceWeight,
    k: input.k ?? null,
    shortlistSize: gate.winbidRule === 7 ? (input.shortlistSize ?? null) : null,
    updatedBy: actor.userId,
    updatedAt: now,
  };
  await ctx.db
    .insert(evaluationPlans)
    .values({ projectId: project.id, tenantId: ctx.tenantId, ...values })
    .onConflictDoUpdate({ target: evaluationPlans.projectId, set: values });
  // No expert can have scored yet (scoring starts at opening, which locks the plan).
  await ctx.db.delete(evaluationCriteria).where(eq(evaluationCriteria.projectId, project.id));
  await ctx.db.insert(evaluationCriteria).values(
    input.criteria.map((c, i) => ({
      tenantId: ctx.tenantId,
      projectId: project.id,
      kind: c.kind,
      name: c.name,
      maxPoints: c.maxPoints,
      sortOrder: i,
    })),
  );
  return toDto(project, await loadPlan(ctx.db, project.id));
}
