import { and, count, eq } from 'drizzle-orm';
import type { SurveyDto } from '@bidhall/contracts/research';
import type { ResearchRefusal } from '@bidhall/domain/research-window';
import type { SurveyAnswer, SurveyQuestion } from '@bidhall/domain/research-survey';
import type { Db } from '../../db/database.ts';
import { eApplies } from '../../db/lifecycle-schema.ts';
import { researchSurveys } from '../../db/research-schema.ts';
import { userFriendly } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

export type SurveyRow = typeof researchSurveys.$inferSelect;

/** The survey of a project, locked for a change when `forUpdate`; null when none was defined. */
export async function findSurvey(
  db: Db,
  tenantId: number,
  projectId: number,
  forUpdate = false,
): Promise<SurveyRow | null> {
  const query = db
    .select()
    .from(researchSurveys)
    .where(and(eq(researchSurveys.projectId, projectId), eq(researchSurveys.tenantId, tenantId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function requireSurvey(
  db: Db,
  tenantId: number,
  projectId: number,
  forUpdate = false,
): Promise<SurveyRow> {
  const survey = await findSurvey(db, tenantId, projectId, forUpdate);
  if (!survey) throw userFriendly({ key: 'research.noSurvey' });
  return survey;
}

/** The domain's window rules see a survey as its status and its deadline in epoch ms. */
export const windowOf = (survey: SurveyRow) => ({ status: survey.status, deadline: survey.deadline.getTime() });

const REFUSAL_KEYS: Record<ResearchRefusal, MessageKey> = {
  notDraft: 'research.notDraft',
  notPublished: 'research.notPublished',
  terminated: 'research.terminated',
  deadlinePassed: 'research.deadlinePassed',
  deadlineInPast: 'research.deadlineInPast',
  deadlineEarlier: 'research.deadlineEarlier',
};

/** A refused survey action is a business error (500, ABP UserFriendlyException); nothing changed. */
export function refuse(refusal: ResearchRefusal | null): void {
  if (refusal) throw userFriendly({ key: REFUSAL_KEYS[refusal] });
}

export const surveyQuestions = (survey: SurveyRow) => survey.questions as SurveyQuestion[];

/** Answers are stored in the sign-up's content as `{"answers": [...]}`; anything else reads as none. */
export function storedAnswers(content: string): SurveyAnswer[] {
  try {
    const parsed = JSON.parse(content) as { answers?: SurveyAnswer[] };
    return Array.isArray(parsed.answers) ? parsed.answers : [];
  } catch {
    return [];
  }
}

export async function responseCount(db: Db, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eApplies).where(eq(eApplies.projectId, projectId));
  return row?.n ?? 0;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toSurveyDto(survey: SurveyRow, projectName: string, responses: number, now: Date): SurveyDto {
  return {
    projectId: survey.projectId,
    projectName,
    description: survey.description,
    deadline: survey.deadline.toISOString(),
    status: survey.status,
    publishedAt: iso(survey.publishedAt),
    correctedAt: iso(survey.correctedAt),
    terminatedAt: iso(survey.terminatedAt),
    terminationReason: survey.terminationReason,
    questions: surveyQuestions(survey),
    responseCount: responses,
    serverNow: now.toISOString(),
  };
}
