import type { Labels } from './lang.ts';
import { isScoring, isSealed, type WinbidRule } from './winbid-rules.ts';

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
  if (p.state !== 5) return 'not-published';
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
  if (p.state !== 5) return 'not-published';
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
  if (p.state !== 5) return 'not-published';
  if (!windowEnded(p, now)) return 'window-not-ended';
  if (!amountsVisible(p, now)) return 'not-opened';
  if (!isScoring(p.winbidRule)) return null;
  if (!facts.hasPlan) return 'plan-missing';
  if (facts.expertsAssigned === 0) return 'no-experts';
  return facts.expertsSubmitted < facts.expertsAssigned ? 'scores-pending' : null;
}

export const EVALUATION_REFUSAL_MESSAGES: Readonly<Record<EvaluationRefusal, Labels>> = {
  'not-published': {
    'zh-CN': '项目不在发布状态',
    'zh-TW': '項目不在發布狀態',
    'en-US': 'The project is not in its published state',
    'pt-BR': 'O projeto não está publicado',
  },
  'window-not-ended': {
    'zh-CN': '报价时间尚未结束',
    'zh-TW': '報價時間尚未結束',
    'en-US': 'The quote window has not ended yet',
    'pt-BR': 'O período de propostas ainda não terminou',
  },
  'not-sealed': {
    'zh-CN': '公开竞价项目无需开标',
    'zh-TW': '公開競價項目無需開標',
    'en-US': 'Open-auction quotes are not sealed and need no opening',
    'pt-BR': 'Propostas de leilão aberto não são seladas e não precisam de abertura',
  },
  'already-opened': {
    'zh-CN': '报价已开启',
    'zh-TW': '報價已開啟',
    'en-US': 'The quotes are already open',
    'pt-BR': 'As propostas já foram abertas',
  },
  'not-opened': {
    'zh-CN': '报价尚未开启',
    'zh-TW': '報價尚未開啟',
    'en-US': 'The quotes have not been opened yet',
    'pt-BR': 'As propostas ainda não foram abertas',
  },
  'not-scoring': {
    'zh-CN': '该项目的中标方式不需要评分',
    'zh-TW': '該項目的中標方式不需要評分',
    'en-US': "This project's winning method involves no scoring",
    'pt-BR': 'O método de adjudicação deste projeto não usa pontuação',
  },
  'no-experts': {
    'zh-CN': '尚未指派评审专家',
    'zh-TW': '尚未指派評審專家',
    'en-US': 'No expert has been assigned',
    'pt-BR': 'Nenhum especialista foi designado',
  },
  'scores-pending': {
    'zh-CN': '还有专家未提交评分',
    'zh-TW': '還有專家未提交評分',
    'en-US': 'Some experts have not submitted their scores',
    'pt-BR': 'Alguns especialistas ainda não enviaram suas notas',
  },
  'already-submitted': {
    'zh-CN': '评分已提交，不能修改',
    'zh-TW': '評分已提交，不能修改',
    'en-US': 'The scores were submitted and can no longer change',
    'pt-BR': 'As notas foram enviadas e não podem mais ser alteradas',
  },
  'plan-missing': {
    'zh-CN': '尚未设置评分办法',
    'zh-TW': '尚未設定評分辦法',
    'en-US': 'The scoring criteria have not been set',
    'pt-BR': 'Os critérios de pontuação não foram definidos',
  },
  'panel-locked': {
    'zh-CN': '项目当前状态不能调整评审专家',
    'zh-TW': '項目當前狀態不能調整評審專家',
    'en-US': "The expert panel cannot change in the project's current state",
    'pt-BR': 'O painel de especialistas não pode mudar no estado atual do projeto',
  },
  'plan-locked': {
    'zh-CN': '报价开启后不能修改评分办法',
    'zh-TW': '報價開啟後不能修改評分辦法',
    'en-US': 'The scoring criteria cannot change once the quotes are open',
    'pt-BR': 'Os critérios não podem mudar depois da abertura das propostas',
  },
};
