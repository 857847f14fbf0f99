import { and, eq, sql } from 'drizzle-orm';
import type { MyScoresDto, SaveScoresInput } from '@bidhall/contracts/evaluation';
import { EVALUATION_REFUSAL_MESSAGES, scoringRefusal, type EvaluationRefusal } from '@bidhall/domain/evaluation-gates';
import { SHEET_PROBLEM_MESSAGES, checkScores, unscoredBidders } from '@bidhall/domain/score-sheet';
import { expertScores, expertSubmissions } from '../../db/evaluation-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { badRequest, userFriendly } from '../../http/errors.ts';
import { loadBids } from './bids.ts';
import type { Actor } from '../projects/actor.ts';
import { gateView, reachProject, refuse, requireAmountsVisible, type ProjectRow } from './access.ts';
import { loadPlan } from './plan.ts';

async function submittedAt(ctx: RequestContext, projectId: number, expertUserId: number): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ at: expertSubmissions.submittedAt })
    .from(expertSubmissions)
    .where(and(eq(expertSubmissions.projectId, projectId), eq(expertSubmissions.expertUserId, expertUserId)));
  return row?.at ?? null;
}

async function ownScores(ctx: RequestContext, projectId: number, expertUserId: number) {
  return ctx.db
    .select()
    .from(expertScores)
    .where(and(eq(expertScores.projectId, projectId), eq(expertScores.expertUserId, expertUserId)));
}

/** The scoring facts of one expert, refused unless the expert may score now. */
async function scoringSeat(
  ctx: RequestContext,
  projectId: number,
): Promise<{ actor: Actor; project: ProjectRow; bidders: number[] }> {
  const { actor, project } = await reachProject(ctx, projectId, { lock: true });
  const done = (await submittedAt(ctx, project.id, actor.userId)) !== null;
  const refusal: EvaluationRefusal | null = scoringRefusal(gateView(project), ctx.deps.now().getTime(), done);
  if (refusal) refuse(EVALUATION_REFUSAL_MESSAGES[refusal]);
  const bidders = (await loadBids(ctx.db, project.id)).map((s) => s.supplierId);
  return { actor, project, bidders };
}

/** UpdateScores: saves (or replaces) the expert's points for the bidders given, each whole. */
export async function saveScores(ctx: RequestContext, input: SaveScoresInput): Promise<MyScoresDto> {
  const { actor, project, bidders } = await scoringSeat(ctx, input.projectId);
  const { criteria } = await loadPlan(ctx.db, project.id);
  const problems = checkScores(criteria, bidders, input.scores);
  if (problems.length > 0) {
    const at = (p: (typeof problems)[number]) =>
      input.scores.findIndex(
        (s) => s.supplierId === p.supplierId && (p.criterionId === undefined || s.criterionId === p.criterionId),
      );
    throw badRequest(
      { key: 'error.validation' },
      problems.map((p) => ({
        message: { labels: SHEET_PROBLEM_MESSAGES[p.code] },
        members: [
          p.code === 'missing'
            ? 'scores'
            : `scores.${Math.max(0, at(p))}.${p.code === 'out-of-range' ? 'points' : 'criterionId'}`,
        ],
      })),
    );
  }
  const now = ctx.deps.now();
  await ctx.db
    .insert(expertScores)
    .values(
      input.scores.map((s) => ({
        tenantId: ctx.tenantId,
        projectId: project.id,
        expertUserId: actor.userId,
        supplierId: s.supplierId,
        criterionId: s.criterionId,
        points: s.points,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [expertScores.projectId, expertScores.expertUserId, expertScores.supplierId, expertScores.criterionId],
      set: { points: sql`excluded.points`, updatedAt: now },
    });
  return myScores(ctx, project, actor);
}

/** SubmitScores: the expert's final word; every bidder must be scored on every criterion. */
export async function submitScores(ctx: RequestContext, input: { projectId: number }): Promise<MyScoresDto> {
  const { actor, project, bidders } = await scoringSeat(ctx, input.projectId);
  const { criteria } = await loadPlan(ctx.db, project.id);
  if (criteria.length === 0) refuse(EVALUATION_REFUSAL_MESSAGES['plan-missing']);
  const missing = unscoredBidders(criteria, bidders, await ownScores(ctx, project.id, actor.userId));
  if (missing.length > 0) throw userFriendly({ key: 'evaluation.sheetIncomplete', params: { count: missing.length } });
  await ctx.db
    .insert(expertSubmissions)
    .values({ projectId: project.id, expertUserId: actor.userId, tenantId: ctx.tenantId, submittedAt: ctx.deps.now() });
  return myScores(ctx, project, actor);
}

async function myScores(ctx: RequestContext, project: ProjectRow, actor: Actor): Promise<MyScoresDto> {
  const { criteria } = await loadPlan(ctx.db, project.id);
  const standings = await loadBids(ctx.db, project.id);
  const scores = await ownScores(ctx, project.id, actor.userId);
  return {
    projectId: project.id,
    submittedAt: (await submittedAt(ctx, project.id, actor.userId))?.toISOString() ?? null,
    criteria,
    bidders: standings
      .map((s) => ({ supplierId: s.supplierId, companyName: s.companyName, amount: s.amount }))
      .sort((a, b) => a.supplierId - b.supplierId),
    scores: scores.map((s) => ({ supplierId: s.supplierId, criterionId: s.criterionId, points: s.points })),
  };
}

/** GetMyScores: the sheet with the bidders' amounts, once the expert may see them. */
export async function getMyScores(ctx: RequestContext, input: { projectId: number }): Promise<MyScoresDto> {
  const { actor, project } = await reachProject(ctx, input.projectId);
  requireAmountsVisible(ctx, project);
  return myScores(ctx, project, actor);
}
