import type { Labels } from './lang.ts';
import { isScoring, isSealed, type WinbidRule } from './winbid-rules.ts';
import { labelTree } from './texts.ts';
import evaluationGatesTexts from './locales/evaluationGates.ts';
import { PROJECT_STATE } from './project-states.ts';

const TEXT = /* @__PURE__ */ labelTree(evaluationGatesTexts);

/**
 * When each step after the quote window may happen. Times are epoch ms by the server clock;
 * `windowClosedAt` is set by the window-end job, which may run a little after the end.
 */
export interface EvaluationProject {
  state: number;
  winbidRule: WinbidRule;
  uppriceToTime: number | null;
  paused: boolean;
  windowClosedAt: number | null;
  quotesOpenedAt: number | null;
}

export type EvaluationRefusal =
  | 'not-published'
  | 'window-not-ended'
  | 'not-sealed'
  | 'already-opened'
  | 'not-opened'
  | 'not-scoring'
  | 'no-experts'
  | 'scores-pending'
  | 'already-submitted'
  | 'plan-missing'
  | 'plan-locked'
  | 'panel-locked';

/** The window is over: closed by the job, or its end passed while it was running. */
export function windowEnded(p: EvaluationProject, now: number): boolean {
  if (p.windowClosedAt !== null) return true;
  return p.state >= 5 && !p.paused && p.uppriceToTime !== null && now >= p.uppriceToTime;
}

/** Sealed quotes are opened by the agency once, after the window, while the project is published. */
export function openRefusal(p: EvaluationProject, now: number): EvaluationRefusal | null {
  if (!isSealed(p.winbidRule)) return 'not-sealed';
  if (p.state !== PROJECT_STATE.published) return 'not-published';
  if (!windowEnded(p, now)) return 'window-not-ended';
  return p.quotesOpenedAt === null ? null : 'already-opened';
}

/** Amounts are visible after the window: at once for open auctions, after opening for sealed ones. */
export function amountsVisible(p: EvaluationProject, now: number): boolean {
  if (!windowEnded(p, now)) return false;
  return !isSealed(p.winbidRule) || p.quotesOpenedAt !== null;
}

/** Criteria are fixed once prices are known, so nobody tunes them to a bidder. */
export function planRefusal(p: EvaluationProject): EvaluationRefusal | null {
  if (!isScoring(p.winbidRule)) return 'not-scoring';
  if (p.state > 5) return 'plan-locked';
  return p.quotesOpenedAt === null ? null : 'plan-locked';
}

/**
 * The expert panel changes from drafting until the result is submitted: an expert who falls
 * ill can still be replaced while the others score, but a result keeps the panel behind it.
 */
export function panelRefusal(state: number): EvaluationRefusal | null {
  return state >= 1 && state <= 5 ? null : 'panel-locked';
}

/** An expert scores while the project is published, after opening, until submitting. */
export function scoringRefusal(p: EvaluationProject, now: number, submitted: boolean): EvaluationRefusal | null {
  if (!isScoring(p.winbidRule)) return 'not-scoring';
  if (p.state !== PROJECT_STATE.published) return 'not-published';
  if (!amountsVisible(p, now)) return 'not-opened';
  return submitted ? 'already-submitted' : null;
}

export interface ResultFacts {
  hasPlan: boolean;
  expertsAssigned: number;
  expertsSubmitted: number;
}

/** The agency submits a result (5 -> 6) after the window, the quotes opened, every expert done. */
export function resultRefusal(p: EvaluationProject, now: number, facts: ResultFacts): EvaluationRefusal | null {
  if (p.state !== PROJECT_STATE.published) return 'not-published';
  if (!windowEnded(p, now)) return 'window-not-ended';
  if (!amountsVisible(p, now)) return 'not-opened';
  if (!isScoring(p.winbidRule)) return null;
  if (!facts.hasPlan) return 'plan-missing';
  if (facts.expertsAssigned === 0) return 'no-experts';
  return facts.expertsSubmitted < facts.expertsAssigned ? 'scores-pending' : null;
}

export const EVALUATION_REFUSAL_MESSAGES: Readonly<Record<EvaluationRefusal, Labels>> = {
  'not-published': TEXT.notPublished,
  'window-not-ended': TEXT.windowNotEnded,
  'not-sealed': TEXT.notSealed,
  'already-opened': TEXT.alreadyOpened,
  'not-opened': TEXT.notOpened,
  'not-scoring': TEXT.notScoring,
  'no-experts': TEXT.noExperts,
  'scores-pending': TEXT.scoresPending,
  'already-submitted': TEXT.alreadySubmitted,
  'plan-missing': TEXT.planMissing,
  'panel-locked': TEXT.panelLocked,
  'plan-locked': TEXT.planLocked,
};
