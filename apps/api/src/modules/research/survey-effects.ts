import { eq } from 'drizzle-orm';
import type { SurveyEffect } from '@bidhall/domain/announcement-effects';
import { RESEARCH_STATUS } from '@bidhall/domain/research-survey';
import { correctionRefusal, fillInRefusal, publishRefusal, terminationRefusal } from '@bidhall/domain/research-window';
import type { Db } from '../../db/database.ts';
import { researchSurveys } from '../../db/research-schema.ts';
import { findSurvey, refuse, requireSurvey, windowOf, type SurveyRow } from './survey-store.ts';

/**
 * The changes a survey goes through after its definition, each in the caller's transaction
 * with the survey row locked. Research/Publish, Correct and Terminate call them on their own;
 * publishing a research announcement (1, 7, 8, 9) calls them with its move, so a refusal
 * here leaves the project and its notice unchanged too.
 */
type Target = { tenantId: number; projectId: number; now: Date };

async function update(
  db: Db,
  projectId: number,
  change: Partial<typeof researchSurveys.$inferInsert>,
): Promise<SurveyRow> {
  const [row] = await db
    .update(researchSurveys)
    .set(change)
    .where(eq(researchSurveys.projectId, projectId))
    .returning();
  return row!;
}

/** Opens the survey for fill-in; a survey already published is left as it is, so both paths may run. */
export async function markSurveyPublished(db: Db, opts: Target): Promise<SurveyRow> {
  const survey = await requireSurvey(db, opts.tenantId, opts.projectId, true);
  if (survey.status === RESEARCH_STATUS.published) return survey;
  refuse(publishRefusal(windowOf(survey), opts.now.getTime()));
  return update(db, opts.projectId, { status: RESEARCH_STATUS.published, publishedAt: opts.now, updatedAt: opts.now });
}

/** The research correction (announcement 8): a later deadline, maybe a new description. */
export async function correctSurvey(
  db: Db,
  opts: Target & { deadline: Date; description?: string | undefined },
): Promise<SurveyRow> {
  const survey = await requireSurvey(db, opts.tenantId, opts.projectId, true);
  refuse(correctionRefusal(windowOf(survey), opts.deadline.getTime(), opts.now.getTime()));
  return update(db, opts.projectId, {
    deadline: opts.deadline,
    correctedAt: opts.now,
    updatedAt: opts.now,
    ...(opts.description !== undefined && { description: opts.description }),
  });
}

/** The research termination (announcement 9): no more fill-ins; answers already given stay readable. */
export async function terminateSurvey(db: Db, opts: Target & { reason: string }): Promise<SurveyRow> {
  const survey = await requireSurvey(db, opts.tenantId, opts.projectId, true);
  refuse(terminationRefusal(windowOf(survey)));
  return update(db, opts.projectId, {
    status: RESEARCH_STATUS.terminated,
    terminatedAt: opts.now,
    terminationReason: opts.reason,
    updatedAt: opts.now,
  });
}

/** The research result (announcement 7) ends fill-in: a survey still open is due now; any other stays. */
async function closeSurvey(db: Db, opts: Target): Promise<SurveyRow | null> {
  const survey = await findSurvey(db, opts.tenantId, opts.projectId, true);
  if (!survey || fillInRefusal(windowOf(survey), opts.now.getTime()) !== null) return survey;
  return update(db, opts.projectId, { deadline: opts.now, updatedAt: opts.now });
}

/** What a research notice hands its survey: the deadline a correction carries, the reason a termination gives. */
export type NoticeSurveyInput = Target & { deadline: Date | null; reason: () => string };

const NOTICE_EFFECTS: Readonly<Record<SurveyEffect, (db: Db, input: NoticeSurveyInput) => Promise<unknown>>> = {
  open: markSurveyPublished,
  // A correction notice without a deadline only announces (a changed description, say).
  correct: async (db, { deadline, ...target }) => deadline && correctSurvey(db, { ...target, deadline }),
  // A survey the agency terminated first through Research/Terminate keeps its reason.
  terminate: async (db, input) => {
    const survey = await requireSurvey(db, input.tenantId, input.projectId, true);
    if (survey.status !== RESEARCH_STATUS.terminated) await terminateSurvey(db, { ...input, reason: input.reason() });
  },
  close: closeSurvey,
};

/** The survey side of publishing a research announcement (the domain's ANNOUNCEMENT_EFFECTS[type].survey). */
export async function applyNoticeToSurvey(db: Db, effect: SurveyEffect, input: NoticeSurveyInput): Promise<void> {
  await NOTICE_EFFECTS[effect](db, input);
}
