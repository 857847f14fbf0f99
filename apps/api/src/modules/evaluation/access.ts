import { and, eq } from 'drizzle-orm';
import type { Labels } from '@bidhall/domain/lang';
import {
  EVALUATION_REFUSAL_MESSAGES,
  amountsVisible,
  windowEnded,
  type EvaluationProject,
} from '@bidhall/domain/evaluation-gates';
import { ROLES } from '@bidhall/domain/roles';
import { isWinbidRule } from '@bidhall/domain/winbid-rules';
import { projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden, notFound, userFriendly } from '../../http/errors.ts';
import { lockProject } from '../../events/append.ts';
import { loadActor, type Actor } from '../projects/actor.ts';
import { visibleProjects } from '../projects/scope.ts';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * The project as the caller may reach it: outside the caller's scope (projects/scope.ts:
 * an expert only where assigned) it does not exist for them (404). `lock` takes the project
 * row lock first, so that every change of one project is serialised with its quotes.
 */
export async function reachProject(
  ctx: RequestContext,
  projectId: number,
  opts: { lock?: boolean } = {},
): Promise<{ actor: Actor; project: ProjectRow }> {
  const actor = await loadActor(ctx);
  const [visible] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(visibleProjects(actor, eq(projects.id, projectId)));
  if (!visible) throw notFound(projectId);
  const project = opts.lock
    ? await lockProject(ctx.db, ctx.tenantId, projectId)
    : (
        await ctx.db
          .select()
          .from(projects)
          .where(and(eq(projects.id, projectId), eq(projects.tenantId, ctx.tenantId)))
      )[0]!;
  return { actor, project };
}

/** Changes are made by the agency that handles the project, never by one that merely sees it. */
export function requireHandlingAgency(actor: Actor, project: ProjectRow): void {
  if (actor.role !== ROLES.agency || project.agencyCompanyId === null || project.agencyCompanyId !== actor.companyId)
    throw forbidden();
}

/** The gates' view of a project row (domain/evaluation-gates). */
export function gateView(p: ProjectRow): EvaluationProject {
  return {
    state: p.state,
    winbidRule: isWinbidRule(p.winbidRule) ? p.winbidRule : 0,
    uppriceToTime: p.uppriceToTime?.getTime() ?? null,
    paused: p.paused,
    windowClosedAt: p.windowClosedAt?.getTime() ?? null,
    quotesOpenedAt: p.quotesOpenedAt?.getTime() ?? null,
  };
}

/** A domain refusal as a business error (500, nothing changed), in the caller's language. */
export function refuse(labels: Labels): never {
  throw userFriendly({ labels });
}

/** Amounts (and so scores) are shown once the window ended and, if sealed, the quotes were opened. */
export function requireAmountsVisible(ctx: RequestContext, project: ProjectRow): void {
  const gate = gateView(project);
  const now = ctx.deps.now().getTime();
  if (!amountsVisible(gate, now))
    refuse(EVALUATION_REFUSAL_MESSAGES[windowEnded(gate, now) ? 'not-opened' : 'window-not-ended']);
}
