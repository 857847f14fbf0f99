import type { Labels } from './lang.ts';
import { Money, tryParseAmount, type AmountInput } from './money.ts';
import type { PriceScoreFormula, WinbidRule } from './winbid-rules.ts';
import { labelTree } from './texts.ts';
import evaluationPlanTexts from './locales/evaluationPlan.ts';

const TEXT = /* @__PURE__ */ labelTree(evaluationPlanTexts);

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
  'no-criteria': TEXT.noCriteria,
  points: TEXT.points,
  'duplicate-name': TEXT.duplicateName,
  'total-not-full-marks': TEXT.totalNotFullMarks,
  'k-required': TEXT.kRequired,
  'shortlist-size-required': TEXT.shortlistSizeRequired,
};
