import type { Labels } from './lang.ts';
import { tryParseAmount, type AmountInput } from './money.ts';
import type { CriterionKind } from './evaluation-plan.ts';

/** A stored criterion as the sheet checks see it. */
export interface SheetCriterion {
  id: number;
  kind: CriterionKind;
  maxPoints: AmountInput;
}

/** One expert's points for one supplier on one criterion. */
export interface ScoreEntry {
  supplierId: number;
  criterionId: number;
  points: AmountInput;
}

export type SheetProblemCode = 'not-a-bidder' | 'unknown-criterion' | 'duplicate' | 'missing' | 'out-of-range';

export interface SheetProblem {
  code: SheetProblemCode;
  supplierId: number;
  criterionId?: number;
}

/**
 * Checks what an expert saves: every supplier named must be a bidder, and gets a score on
 * every criterion, exactly once, within 0..max with at most two decimals. Saving a partial
 * supplier is refused so that a stored sheet is never half a judgement.
 */
export function checkScores(
  criteria: readonly SheetCriterion[],
  bidders: readonly number[],
  entries: readonly ScoreEntry[],
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const bidderSet = new Set(bidders);
  const seen = new Map<number, Set<number>>();
  for (const e of entries) {
    if (!bidderSet.has(e.supplierId)) {
      problems.push({ code: 'not-a-bidder', supplierId: e.supplierId });
      continue;
    }
    const done = seen.get(e.supplierId) ?? new Set<number>();
    seen.set(e.supplierId, done);
    const criterion = byId.get(e.criterionId);
    if (!criterion) {
      problems.push({ code: 'unknown-criterion', supplierId: e.supplierId, criterionId: e.criterionId });
      continue;
    }
    if (done.has(e.criterionId))
      problems.push({ code: 'duplicate', supplierId: e.supplierId, criterionId: e.criterionId });
    done.add(e.criterionId);
    if (!withinMax(e.points, criterion.maxPoints))
      problems.push({ code: 'out-of-range', supplierId: e.supplierId, criterionId: e.criterionId });
  }
  for (const [supplierId, done] of seen) {
    for (const c of criteria) if (!done.has(c.id)) problems.push({ code: 'missing', supplierId, criterionId: c.id });
  }
  return problems;
}

function withinMax(points: AmountInput, max: AmountInput): boolean {
  const parsed = tryParseAmount(points);
  return parsed.ok && parsed.value.lte(max);
}

/** The bidders an expert has not yet scored on every criterion: what blocks submitting. */
export function unscoredBidders(
  criteria: readonly SheetCriterion[],
  bidders: readonly number[],
  stored: readonly ScoreEntry[],
): number[] {
  return bidders.filter((supplierId) => {
    const done = new Set(stored.filter((e) => e.supplierId === supplierId).map((e) => e.criterionId));
    return criteria.some((c) => !done.has(c.id));
  });
}

export const SHEET_PROBLEM_MESSAGES: Readonly<Record<SheetProblemCode, Labels>> = {
  'not-a-bidder': {
    'zh-CN': '该供应商没有有效报价，不能评分',
    'zh-TW': '該供應商沒有有效報價，不能評分',
    'en-US': 'This supplier has no valid quote and cannot be scored',
    'pt-BR': 'Este fornecedor não tem proposta válida e não pode ser pontuado',
  },
  'unknown-criterion': {
    'zh-CN': '评分因素不属于该项目',
    'zh-TW': '評分因素不屬於該項目',
    'en-US': 'This criterion does not belong to the project',
    'pt-BR': 'Este critério não pertence ao projeto',
  },
  duplicate: {
    'zh-CN': '同一评分因素只能打分一次',
    'zh-TW': '同一評分因素只能評分一次',
    'en-US': 'Each criterion is scored once',
    'pt-BR': 'Cada critério é pontuado uma vez',
  },
  missing: {
    'zh-CN': '每项评分因素都须打分',
    'zh-TW': '每項評分因素都須評分',
    'en-US': 'Every criterion must be scored',
    'pt-BR': 'Todos os critérios devem ser pontuados',
  },
  'out-of-range': {
    'zh-CN': '得分须在 0 到该项满分之间，最多两位小数',
    'zh-TW': '得分須在 0 到該項滿分之間，最多兩位小數',
    'en-US': 'Points must lie between 0 and the criterion maximum, with at most two decimals',
    'pt-BR': 'Os pontos devem ficar entre 0 e o máximo do critério, com até duas casas decimais',
  },
};
