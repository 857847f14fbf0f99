import type { Labels } from './lang.ts';
import { scoringRefusal, windowEnded, type EvaluationProject } from './evaluation-gates.ts';
import { labelTree } from './texts.ts';
import expertTaskTexts from './locales/expertTask.ts';

const TEXT = /* @__PURE__ */ labelTree(expertTaskTexts);

/** Where one assigned expert stands on one project: what the open-bid hall list tells them. */
export const EXPERT_TASKS = ['waiting', 'awaiting-opening', 'to-score', 'submitted', 'closed', 'no-scoring'] as const;
export type ExpertTask = (typeof EXPERT_TASKS)[number];

/**
 * The expert's task, read from the same gate that lets them score (scoringRefusal), so the
 * list never says "to score" where the sheet would refuse the points.
 */
export function expertTask(p: EvaluationProject, now: number, submitted: boolean): ExpertTask {
  const refusal = scoringRefusal(p, now, submitted);
  switch (refusal) {
    case null:
      return 'to-score';
    case 'already-submitted':
      return 'submitted';
    case 'not-scoring':
      return 'no-scoring';
    case 'not-opened':
      return windowEnded(p, now) ? 'awaiting-opening' : 'waiting';
    default:
      // Not published: before it, the bidding has yet to happen; after it, the scoring is over.
      if (submitted) return 'submitted';
      return p.state < 5 ? 'waiting' : 'closed';
  }
}

export const EXPERT_TASK_LABELS: Readonly<Record<ExpertTask, Labels>> = {
  waiting: TEXT.waiting,
  'awaiting-opening': TEXT.awaitingOpening,
  'to-score': TEXT.toScore,
  submitted: TEXT.submitted,
  closed: TEXT.closed,
  'no-scoring': TEXT.noScoring,
};
