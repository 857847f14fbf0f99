import { and, asc, eq } from 'drizzle-orm';
import type { MySurveyDto, SubmitAnswersInput } from '@bidhall/contracts/research';
import { answerProblems, normaliseAnswers } from '@bidhall/domain/research-answers';
import { RESEARCH_STATUS } from '@bidhall/domain/research-survey';
import { summariseSurvey } from '@bidhall/domain/research-summary';
import { fillInRefusal } from '@bidhall/domain/research-window';
import { eApplies } from '../../db/lifecycle-schema.ts';
import { companies } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { forbidden, userFriendly } from '../../http/errors.ts';
import { callerCompany, projectForParty, researchProject } from './access.ts';
import { problemsToBadRequest } from './service.ts';
import {
  findSurvey,
  refuse,
  requireSurvey,
  storedAnswers,
  surveyQuestions,
  toSurveyDto,
  windowOf,
} from './survey-store.ts';

/** The supplier's firm; a supplier account without one cannot answer for anybody. */
async function supplierFirm(ctx: RequestContext) {
  const { userId, companyId } = await callerCompany(ctx);
  if (companyId === null) throw forbidden('research.notParty');
  const [firm] = await ctx.db
    .select({ companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { userId, supplierId: companyId, companyName: firm?.companyName ?? '' };
}

async function ownResponse(ctx: RequestContext, projectId: number, supplierId: number) {
  const [row] = await ctx.db
    .select()
    .from(eApplies)
    .where(and(eq(eApplies.projectId, projectId), eq(eApplies.supplierId, supplierId)));
  return row ?? null;
}

/** Research/GetMine (research-sign): the published survey with this supplier's answers. */
export async function mySurvey(ctx: RequestContext, projectId: number): Promise<MySurveyDto> {
  const project = await researchProject(ctx.db, ctx.tenantId, projectId);
  const survey = await findSurvey(ctx.db, ctx.tenantId, projectId);
  // A draft is the agency's work in progress: to a supplier it does not exist yet.
  if (!survey || survey.status === RESEARCH_STATUS.draft) throw userFriendly({ key: 'research.noSurvey' });
  const firm = await supplierFirm(ctx);
  const mine = await ownResponse(ctx, projectId, firm.supplierId);
  const now = ctx.deps.now();
  const { responseCount: _hidden, ...dto } = toSurveyDto(survey, project.name, 0, now);
  return {
    ...dto,
    answers: mine ? storedAnswers(mine.content) : null,
    submittedAt: mine?.submittedAt.toISOString() ?? null,
    canEdit: fillInRefusal(windowOf(survey), now.getTime()) === null,
  };
}

/**
 * Research/Submit: creates or replaces the supplier's answers. The survey row is locked so a
 * termination or correction cannot interleave, and the server's clock decides the deadline.
 */
export async function submitAnswers(ctx: RequestContext, input: SubmitAnswersInput): Promise<MySurveyDto> {
  await researchProject(ctx.db, ctx.tenantId, input.projectId);
  const survey = await requireSurvey(ctx.db, ctx.tenantId, input.projectId, true);
  if (survey.status === RESEARCH_STATUS.draft) throw userFriendly({ key: 'research.noSurvey' });
  const questions = surveyQuestions(survey);
  const problems = answerProblems(questions, input.answers);
  if (problems.length) throw problemsToBadRequest(problems);
  const now = ctx.deps.now();
  refuse(fillInRefusal(windowOf(survey), now.getTime()));
  const firm = await supplierFirm(ctx);
  const content = JSON.stringify({ answers: normaliseAnswers(questions, input.answers) });
  const contact = { linkman: input.linkman ?? null, linkPhone: input.linkPhone ?? null };
  // A research fill-in needs no sign-up audit: it is stored as passed (status 1).
  await ctx.db
    .insert(eApplies)
    .values({
      tenantId: ctx.tenantId,
      projectId: input.projectId,
      ...firm,
      ...contact,
      content,
      status: 1,
      submittedAt: now,
    })
    .onConflictDoUpdate({
      target: [eApplies.projectId, eApplies.supplierId],
      set: { userId: firm.userId, ...contact, content, submittedAt: now },
    });
  return mySurvey(ctx, input.projectId);
}

async function responses(ctx: RequestContext, projectId: number) {
  return ctx.db
    .select()
    .from(eApplies)
    .where(eq(eApplies.projectId, projectId))
    .orderBy(asc(eApplies.submittedAt), asc(eApplies.id));
}

/** Research/GetResponses (researchSign-read): every firm's answers, for the project's parties. */
export async function surveyResponses(ctx: RequestContext, projectId: number) {
  await projectForParty(ctx, projectId, ['agency', 'purchaser', 'admin']);
  const rows = await responses(ctx, projectId);
  return {
    items: rows.map((r) => ({
      eApplyId: r.id,
      supplierId: r.supplierId,
      companyName: r.companyName,
      linkman: r.linkman,
      linkPhone: r.linkPhone,
      submittedAt: r.submittedAt.toISOString(),
      answers: storedAnswers(r.content),
    })),
  };
}

/** Research/GetSummary (researchRead): per question, the counts and figures of all answers. */
export async function surveySummary(ctx: RequestContext, projectId: number) {
  await projectForParty(ctx, projectId, ['agency', 'purchaser', 'admin']);
  const survey = await requireSurvey(ctx.db, ctx.tenantId, projectId);
  const rows = await responses(ctx, projectId);
  const questions = summariseSurvey(
    surveyQuestions(survey),
    rows.map((r) => ({ respondent: r.companyName, answers: storedAnswers(r.content) })),
  );
  return { projectId, responseCount: rows.length, questions };
}
