import type { Labels } from './lang.ts';
import { Money, tryParseAmount, type AmountInput } from './money.ts';
import type { PriceScoreFormula, WinbidRule } from './winbid-rules.ts';

/** Scoring criteria of a project (projectPbSetting, methods 5, 7 and 9). */
export type CriterionKind = 'technical' | 'business';
export const CRITERION_KINDS = ['technical', 'business'] as const satisfies readonly CriterionKind[];

export interface CriterionDraft {
  kind: CriterionKind;
  name: string;
  maxPoints: AmountInput;
}

export interface EvaluationPlan {
  formula: PriceScoreFormula;
  /** W: the points the price is worth. */
  priceWeight: AmountInput;
  /** k: points off per 1% deviation (difference and average-base formulas only). */
  k?: AmountInput | null;
  /** Method 7: how many bidders pass the preliminary selection. */
  shortlistSize?: number | null;
  criteria: readonly CriterionDraft[];
}

/**
 * The whole evaluation is worth 100 points, as public procurement scores it: the price
 * weight plus every criterion's maximum. A plan that adds up to anything else would make
 * totals of different projects incomparable and usually means a typing slip.
 */
export const FULL_MARKS = 100;

export type PlanProblemCode =
  'no-criteria' | 'points' | 'duplicate-name' | 'total-not-full-marks' | 'k-required' | 'shortlist-size-required';

export interface PlanProblem {
  code: PlanProblemCode;
  /** The field concerned, as the DTO names it (criteria.2.maxPoints). */
  member: string;
}

const needsK = (formula: PriceScoreFormula) => formula === 'difference' || formula === 'average-base';

/** Points: positive, at most two decimals, at most full marks. */
export function isPoints(value: AmountInput | null | undefined, allowZero = false): boolean {
  if (value === null || value === undefined) return false;
  const parsed = tryParseAmount(value);
  if (!parsed.ok) return false;
  return (allowZero || parsed.value.gt(0)) && parsed.value.lte(FULL_MARKS);
}

/** Every problem of a plan for the given method; an empty list means it may be stored. */
export function checkPlan(rule: WinbidRule, plan: EvaluationPlan): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (!isPoints(plan.priceWeight)) problems.push({ code: 'points', member: 'priceWeight' });
  if (needsK(plan.formula) && !isPoints(plan.k)) problems.push({ code: 'k-required', member: 'k' });
  if (rule === 7 && !(Number.isInteger(plan.shortlistSize) && (plan.shortlistSize ?? 0) >= 1)) {
    problems.push({ code: 'shortlist-size-required', member: 'shortlistSize' });
  }
  if (plan.criteria.length === 0) problems.push({ code: 'no-criteria', member: 'criteria' });
  const names = new Set<string>();
  plan.criteria.forEach((c, i) => {
    if (!isPoints(c.maxPoints)) problems.push({ code: 'points', member: `criteria.${i}.maxPoints` });
    const key = `${c.kind}:${c.name.trim()}`;
    if (names.has(key)) problems.push({ code: 'duplicate-name', member: `criteria.${i}.name` });
    names.add(key);
  });
  if (problems.length === 0 && !planTotal(plan).eq(FULL_MARKS))
    problems.push({ code: 'total-not-full-marks', member: 'criteria' });
  return problems;
}

/** Price weight plus every criterion's maximum. */
export function planTotal(plan: Pick<EvaluationPlan, 'priceWeight' | 'criteria'>) {
  return Money.sum(new Money(plan.priceWeight), ...plan.criteria.map((c) => new Money(c.maxPoints)));
}

export const PLAN_PROBLEM_MESSAGES: Readonly<Record<PlanProblemCode, Labels>> = {
  'no-criteria': {
    'zh-CN': '请至少设置一项评分因素',
    'zh-TW': '請至少設定一項評分因素',
    'en-US': 'Set at least one scoring criterion',
    'pt-BR': 'Defina pelo menos um critério de pontuação',
  },
  points: {
    'zh-CN': '分值须大于 0、不超过 100，最多两位小数',
    'zh-TW': '分值須大於 0、不超過 100，最多兩位小數',
    'en-US': 'Points must be above 0, at most 100, with at most two decimals',
    'pt-BR': 'Os pontos devem ser maiores que 0, no máximo 100, com até duas casas decimais',
  },
  'duplicate-name': {
    'zh-CN': '评分因素名称重复',
    'zh-TW': '評分因素名稱重複',
    'en-US': 'This criterion name is used twice',
    'pt-BR': 'Este nome de critério está repetido',
  },
  'total-not-full-marks': {
    'zh-CN': '价格分与各评分因素满分之和须为 100 分',
    'zh-TW': '價格分與各評分因素滿分之和須為 100 分',
    'en-US': 'The price weight and all criteria must add up to 100 points',
    'pt-BR': 'O peso do preço e todos os critérios devem somar 100 pontos',
  },
  'k-required': {
    'zh-CN': '差额法和平均基准价法须填写每偏离 1% 的扣分',
    'zh-TW': '差額法和平均基準價法須填寫每偏離 1% 的扣分',
    'en-US': 'The difference and average-base formulas need the points off per 1% deviation',
    'pt-BR': 'As fórmulas de diferença e preço-base médio exigem os pontos descontados por 1% de desvio',
  },
  'shortlist-size-required': {
    'zh-CN': '请设置入围数量（不少于 1）',
    'zh-TW': '請設定入圍數量（不少於 1）',
    'en-US': 'Set how many bidders are shortlisted (at least 1)',
    'pt-BR': 'Defina quantos licitantes são pré-selecionados (pelo menos 1)',
  },
};
