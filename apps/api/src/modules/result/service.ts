import { eq } from 'drizzle-orm';
import type {
  ResultDto,
  ResultPreviewDto,
  ReturnResultInput,
  ScoreRowDto,
  SubmitResultInput,
  WinnerDto,
} from '@bidhall/contracts/evaluation';
import { ROLES } from '@bidhall/domain/roles';
import { projectResults } from '../../db/evaluation-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { upStatus } from '../sproject/up-status.ts';
import { reachProject, requireHandlingAgency } from '../evaluation/access.ts';
import { decideResult } from './decide.ts';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/**
 * The result flows (projectQuoteAudit, projectPbResultAudit, projectPbResultCheck): each is
 * the lifecycle move through Sproject/UpStatus, whose result effects (effects.ts) decide and
 * keep the result; these calls only name the move and answer with the result.
 */
async function move(
  ctx: RequestContext,
  projectId: number,
  state: 5 | 6 | 7,
  extra: { reason?: string; winnerSupplierId?: number } = {},
): Promise<ResultDto> {
  const { actor } = await reachProject(ctx, projectId);
  await upStatus(ctx, actor, { id: projectId, state, ...extra });
  return getResult(ctx, { projectId });
}

/** Submit (agency, 5 -> 6, template 7); method 0 names its winner with a written reason. */
export const submitResult = (ctx: RequestContext, input: SubmitResultInput) =>
  move(
    ctx,
    input.projectId,
    6,
    input.manual ? { winnerSupplierId: input.manual.supplierId, reason: input.manual.reason } : {},
  );

/** Confirm (purchaser, 6 -> 7, templates 8 and 10, the result announcement). */
export const confirmResult = (ctx: RequestContext, input: { projectId: number }) => move(ctx, input.projectId, 7);

/** Return (purchaser, 6 -> 5, template 9 with the reason): the agency re-evaluates. */
export async function returnResult(
  ctx: RequestContext,
  input: ReturnResultInput,
): Promise<{ projectId: number; state: number }> {
  const { actor } = await reachProject(ctx, input.projectId);
  const moved = await upStatus(ctx, actor, { id: input.projectId, state: 5, reason: input.reason });
  return { projectId: input.projectId, state: moved.state };
}

/** The submitted result; a supplier reads it only once published (state 7). */
export async function getResult(ctx: RequestContext, input: { projectId: number }): Promise<ResultDto> {
  const { actor, project } = await reachProject(ctx, input.projectId);
  if (actor.role === ROLES.supplier && project.state !== PROJECT_STATE.closed) throw forbidden();
  const [row] = await ctx.db.select().from(projectResults).where(eq(projectResults.projectId, project.id));
  // No result yet is an expected absence (the pages ask before the agency submits): an empty answer.
  if (!row)
    return {
      projectId: project.id,
      winbidRule: project.winbidRule,
      state: project.state,
      winners: [],
      average: null,
      reason: null,
      board: null,
      submittedAt: null,
      confirmedAt: null,
    };
  return {
    projectId: project.id,
    winbidRule: row.winbidRule,
    state: project.state,
    winners: row.winners as WinnerDto[],
    average: row.average,
    reason: row.reason,
    board: (row.board as ScoreRowDto[] | null) ?? null,
    submittedAt: row.submittedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** What submitting now would record, or why not yet: the agency's review page. */
export async function previewResult(
  ctx: RequestContext,
  input: { projectId: number; supplierId?: number | undefined; reason?: string | undefined },
): Promise<ResultPreviewDto> {
  const { actor, project } = await reachProject(ctx, input.projectId);
  requireHandlingAgency(actor, project);
  const manual = input.supplierId === undefined ? null : { supplierId: input.supplierId, reason: input.reason ?? '' };
  const decision = await decideResult(ctx.db, project, ctx.deps.now(), manual);
  if (!decision.ok) return { ok: false, code: decision.code, message: decision.labels[ctx.lang] };
  return { ok: true, winners: decision.winners, average: decision.average, board: decision.board };
}
