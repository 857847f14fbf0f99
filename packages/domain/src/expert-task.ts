import type { Labels } from './lang.ts';
import { scoringRefusal, windowEnded, type EvaluationProject } from './evaluation-gates.ts';

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
  waiting: {
    'zh-CN': '竞价未结束',
    'zh-TW': '競價未結束',
    'en-US': 'Bidding not over',
    'pt-BR': 'Disputa em andamento',
  },
  'awaiting-opening': {
    'zh-CN': '待开标',
    'zh-TW': '待開標',
    'en-US': 'Awaiting opening',
    'pt-BR': 'Aguardando abertura',
  },
  'to-score': { 'zh-CN': '待评分', 'zh-TW': '待評分', 'en-US': 'To score', 'pt-BR': 'A pontuar' },
  submitted: {
    'zh-CN': '已提交评分',
    'zh-TW': '已提交評分',
    'en-US': 'Scores submitted',
    'pt-BR': 'Pontuação enviada',
  },
  closed: { 'zh-CN': '评审已结束', 'zh-TW': '評審已結束', 'en-US': 'Evaluation over', 'pt-BR': 'Avaliação encerrada' },
  'no-scoring': { 'zh-CN': '无需评分', 'zh-TW': '無需評分', 'en-US': 'No scoring', 'pt-BR': 'Sem pontuação' },
};
