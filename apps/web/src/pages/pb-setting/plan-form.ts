import type { EvaluationPlanDto, EvaluationPlanInput } from '@bidhall/contracts/evaluation';
import {
  FULL_MARKS,
  PLAN_PROBLEM_MESSAGES,
  checkPlan,
  planTotal,
  type CriterionKind,
} from '@bidhall/domain/evaluation-plan';
import type { Language } from '@bidhall/domain/lang';
import { tryParseAmount } from '@bidhall/domain/money';
import { PRICE_SCORE_FORMULA_KEYS, type PriceScoreFormula, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { memberField, type FieldError } from '../research/survey-form';

/** One criterion row as the editor holds it: points are typed text until saved. */
export interface CriterionValues {
  kind: CriterionKind;
  name: string;
  maxPoints: string;
}

export interface PlanValues {
  formula?: PriceScoreFormula;
  priceWeight: string;
  k?: string | null;
  shortlistSize?: number | null;
  criteria: CriterionValues[];
}

export const newCriterion = (): CriterionValues => ({ kind: 'technical', name: '', maxPoints: '' });

/** The saved plan as form values; an unsaved plan starts with one empty criterion. */
export function planValues(plan: EvaluationPlanDto | null): PlanValues {
  if (!plan?.saved) return { priceWeight: '', k: null, shortlistSize: null, criteria: [newCriterion()] };
  return {
    formula: plan.formula ?? undefined,
    priceWeight: plan.priceWeight ?? '',
    k: plan.k,
    shortlistSize: plan.shortlistSize,
    criteria: plan.criteria.map(({ kind, name, maxPoints }) => ({ kind, name, maxPoints })),
  };
}

/**
 * Which optional fields the method and formula call for. The domain's plan check is asked
 * with an otherwise empty plan, so the list of formulas that take k (and the method that
 * shortlists) stays in one place.
 */
export function planNeeds(rule: WinbidRule, formula: PriceScoreFormula | undefined) {
  const codes = new Set(
    checkPlan(rule, { formula: formula ?? PRICE_SCORE_FORMULA_KEYS[0]!, priceWeight: FULL_MARKS, criteria: [] }).map(
      (p) => p.code,
    ),
  );
  return { k: codes.has('k-required'), shortlistSize: codes.has('shortlist-size-required') };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/** The values as the api takes them: fields the method or formula does not use are sent as null. */
export function toPlanInput(projectId: number, rule: WinbidRule, v: PlanValues): EvaluationPlanInput {
  const needs = planNeeds(rule, v.formula);
  return {
    projectId,
    formula: v.formula!,
    priceWeight: text(v.priceWeight),
    k: needs.k && text(v.k) !== '' ? text(v.k) : null,
    shortlistSize: needs.shortlistSize ? (v.shortlistSize ?? null) : null,
    criteria: v.criteria.map((c) => ({ kind: c.kind, name: text(c.name), maxPoints: text(c.maxPoints) })),
  };
}

/** The live total: price weight plus every maximum, a field not (yet) a number counting as 0. */
export function liveTotal(priceWeight: string | undefined, criteria: readonly Partial<CriterionValues>[] | undefined) {
  const points = (v: unknown) => {
    const parsed = tryParseAmount(typeof v === 'string' ? v.trim() : v);
    return parsed.ok ? parsed.value : 0;
  };
  const total = planTotal({
    priceWeight: points(priceWeight),
    criteria: (criteria ?? []).map((c) => ({
      kind: c?.kind ?? 'technical',
      name: '',
      maxPoints: points(c?.maxPoints),
    })),
  });
  return { total: total.toString(), full: total.eq(FULL_MARKS) };
}

const PRICE_FIELDS = ['formula', 'priceWeight', 'k', 'shortlistSize'];
const isField = ({ name }: FieldError) =>
  (name.length === 1 && PRICE_FIELDS.includes(String(name[0]))) || (name.length === 3 && name[0] === 'criteria');

/** Errors of a field go beside it; the rest ("criteria": none, not 100 in all) beside the total. */
export function splitErrors(errors: readonly FieldError[]) {
  return { fields: errors.filter(isField), list: errors.filter((e) => !isField(e)).flatMap((e) => e.errors) };
}

/** The server's validation errors as field errors. */
export const serverErrors = (errors: readonly { message: string; members: readonly string[] }[]): FieldError[] =>
  errors.flatMap((e) =>
    (e.members.length ? e.members : ['criteria']).map((m) => ({ name: memberField(m), errors: [e.message] })),
  );

/** The domain's checks of the whole plan (points, duplicate names, k, shortlist, 100 in all) as field errors. */
export function planErrors(rule: WinbidRule, input: EvaluationPlanInput, lang: Language): FieldError[] {
  return checkPlan(rule, input).map((p) => ({
    name: memberField(p.member),
    errors: [PLAN_PROBLEM_MESSAGES[p.code][lang]],
  }));
}
