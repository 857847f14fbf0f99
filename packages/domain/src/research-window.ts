import { RESEARCH_STATUS, type ResearchStatus } from './research-survey.ts';

/**
 * When a survey may be published, filled in, corrected or terminated. The server's clock
 * alone decides (`now`, epoch ms); the deadline is exclusive: at the deadline it is closed.
 */
export type SurveyState = { status: ResearchStatus | number; deadline: number };

export type ResearchRefusal =
  'notDraft' | 'notPublished' | 'terminated' | 'deadlinePassed' | 'deadlineInPast' | 'deadlineEarlier';

/** Publication needs a draft whose deadline is still ahead. */
export function publishRefusal(survey: SurveyState, now: number): ResearchRefusal | null {
  if (survey.status !== RESEARCH_STATUS.draft) return 'notDraft';
  return survey.deadline > now ? null : 'deadlineInPast';
}

/** A supplier may submit or change its answers only while the published survey is open. */
export function fillInRefusal(survey: SurveyState, now: number): ResearchRefusal | null {
  if (survey.status === RESEARCH_STATUS.terminated) return 'terminated';
  if (survey.status !== RESEARCH_STATUS.published) return 'notPublished';
  return now < survey.deadline ? null : 'deadlinePassed';
}

/**
 * A research correction (announcement 8) moves the deadline forward, never into the past
 * (docs/rules.md: corrections may move times forward); a deadline already passed may be reopened.
 */
export function correctionRefusal(survey: SurveyState, deadline: number, now: number): ResearchRefusal | null {
  if (survey.status === RESEARCH_STATUS.terminated) return 'terminated';
  if (survey.status !== RESEARCH_STATUS.published) return 'notPublished';
  if (deadline <= now) return 'deadlineInPast';
  return deadline < survey.deadline ? 'deadlineEarlier' : null;
}

/** Termination (announcement 9) ends a published survey; answers already given are kept. */
export function terminationRefusal(survey: SurveyState): ResearchRefusal | null {
  if (survey.status === RESEARCH_STATUS.terminated) return 'terminated';
  return survey.status === RESEARCH_STATUS.published ? null : 'notPublished';
}

/** The survey definition may change only before publication: published questions are frozen. */
export function editRefusal(survey: SurveyState | null): ResearchRefusal | null {
  return survey === null || survey.status === RESEARCH_STATUS.draft ? null : 'notDraft';
}
