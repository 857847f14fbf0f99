import type { SurveyInput } from '@bidhall/contracts/research';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { questionSetProblems, SURVEY_PROBLEM_LABELS, type SurveyProblem } from '@bidhall/domain/research-survey';
import { editRefusal } from '@bidhall/domain/research-window';
import type { Db } from '../../db/database.ts';
import { researchSurveys } from '../../db/research-schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { badRequest, fieldError, userFriendly } from '../../http/errors.ts';
import { projectForParty } from './access.ts';
import {
  findSurvey,
  refuse,
  requireSurvey,
  responseCount,
  toSurveyDto,
  windowOf,
  type SurveyRow,
} from './survey-store.ts';

/** A survey is defined and published only once the purchaser passed the project (4) or it is live (5). */
const PUBLISHABLE_STATES: readonly number[] = [4, 5];
/** A closed, failed or suspended project keeps its survey as it is. */
const FROZEN_STATES: readonly number[] = [6, 7, 8, 9];

export function problemsToBadRequest(problems: SurveyProblem[]) {
  return badRequest(
    { key: 'error.validation' },
    problems.map((p) => ({ message: { labels: SURVEY_PROBLEM_LABELS[p.code] }, members: p.members })),
  );
}

async function surveyDto(ctx: RequestContext, survey: SurveyRow, projectName: string) {
  return toSurveyDto(survey, projectName, await responseCount(ctx.db, survey.projectId), ctx.deps.now());
}

/** Research/Get: the definition and where it stands, for the project's parties. */
export async function getSurvey(ctx: RequestContext, projectId: number) {
  const project = await projectForParty(ctx, projectId, ['agency', 'purchaser', 'admin']);
  return surveyDto(ctx, await requireSurvey(ctx.db, ctx.tenantId, projectId), project.name);
}

/** Research/CreateOrUpdate: the agency writes the whole definition while it is a draft. */
export async function saveSurvey(ctx: RequestContext, input: SurveyInput) {
  const project = await projectForParty(ctx, input.projectId, ['agency']);
  const problems = questionSetProblems(input.questions);
  if (problems.length) throw problemsToBadRequest(problems);
  if (input.deadline.getTime() <= ctx.deps.now().getTime()) throw fieldError('research.deadlineInPast', 'deadline');
  if (FROZEN_STATES.includes(project.state))
    throw userFriendly({ key: 'research.projectState', params: { state: projectStateLabel(project.state, ctx.lang) } });
  const existing = await findSurvey(ctx.db, ctx.tenantId, input.projectId, true);
  refuse(editRefusal(existing && windowOf(existing)));
  const values = {
    description: input.description,
    questions: input.questions,
    deadline: input.deadline,
    updatedBy: requireSession(ctx).userId,
    updatedAt: ctx.deps.now(),
  };
  const [saved] = await ctx.db
    .insert(researchSurveys)
    .values({ projectId: input.projectId, tenantId: ctx.tenantId, ...values })
    .onConflictDoUpdate({ target: researchSurveys.projectId, set: values })
    .returning();
  return surveyDto(ctx, saved!, project.name);
}

/** Research/Publish, Correct and Terminate: the agency of the project acts on its survey. */
export async function agencyAction(
  ctx: RequestContext,
  projectId: number,
  action: (db: Db, now: Date) => Promise<SurveyRow>,
) {
  const project = await projectForParty(ctx, projectId, ['agency']);
  if (!PUBLISHABLE_STATES.includes(project.state))
    throw userFriendly({ key: 'research.projectState', params: { state: projectStateLabel(project.state, ctx.lang) } });
  return surveyDto(ctx, await action(ctx.db, ctx.deps.now()), project.name);
}
