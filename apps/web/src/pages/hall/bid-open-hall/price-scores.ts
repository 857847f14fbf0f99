import { priceScores } from '@bidhall/domain/price-score';
import { isPriceScoreFormula } from '@bidhall/domain/winbid-rules';
import type { EvaluationPlan } from './types';

/** The price score per supplier by the plan's formula (docs/rules.md "Scoring"); empty without a plan. */
export function priceScoresOf(
  plan: EvaluationPlan | null,
  quotes: readonly { supplierId: number; amount: string }[],
): Map<number, string> {
  if (!plan?.formula || !isPriceScoreFormula(plan.formula) || !plan.priceWeight || quotes.length === 0)
    return new Map();
  try {
    const scores = priceScores(
      { formula: plan.formula, weight: plan.priceWeight, k: plan.k ?? undefined },
      quotes.map((q) => q.amount),
    );
    return new Map(quotes.map((q, i) => [q.supplierId, scores[i]!.toFixed(2)]));
  } catch {
    return new Map();
  }
}
