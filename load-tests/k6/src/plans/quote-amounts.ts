import type Decimal from 'decimal.js';
import { Money } from '@bidhall/domain/money';
import { requiredImprovement, type BiddingSettings } from '@bidhall/domain/quote-rules';
import { WINBID_RULES, type WinbidRule } from '@bidhall/domain/winbid-rules';

/**
 * The amounts a run quotes, from the hall as it stands: the n-th quote of the run (over all
 * suppliers) is `start - step * (n + 1)`, `start` the current best (or the price cap when
 * nobody quoted yet) and `step` the project's step at `start`, at least a cent. A supplier's
 * quotes are then ever lower by at least the step, whatever earlier runs left in the hall,
 * so a fixture serves any number of runs.
 */
export type QuoteAmounts = { start: string; step: string };

export type HallStanding = {
  winbidRule: number;
  /** The best amount in the ranking, null when nobody quoted yet. */
  best: string | null;
  settings: Pick<BiddingSettings, 'minStep' | 'minStepKind' | 'priceCap'>;
};

export function planAmounts(hall: HallStanding, quotes: number): QuoteAmounts {
  const rule = WINBID_RULES[hall.winbidRule as WinbidRule];
  if (!rule || rule.quoting !== 'descending') {
    throw new Error(
      `the hall scripts quote in open descending auctions (lowest price); this project's winbidRule is ${hall.winbidRule}`,
    );
  }
  const from = hall.best ?? hall.settings.priceCap;
  if (from === null) throw new Error('the project has neither quotes nor a price cap to quote below');
  const start = new Money(from);
  const needed = requiredImprovement(start, hall.settings);
  const step = Money.max(needed.toDecimalPlaces(2, Money.ROUND_UP), '0.01');
  if (!amountAt({ start: start.toFixed(2), step: step.toFixed(2) }, quotes).gt(0)) {
    throw new Error(
      `${quotes} quotes of ${step.toFixed(2)} below ${start.toFixed(2)} reach zero: a fresh fixture is needed`,
    );
  }
  return { start: start.toFixed(2), step: step.toFixed(2) };
}

function amountAt(plan: QuoteAmounts, n: number): Decimal {
  return new Money(plan.start).minus(new Money(plan.step).times(n + 1));
}

/** The amount of the run's n-th quote (n from 0), as the api takes it. */
export function quoteAmount(plan: QuoteAmounts, n: number): string {
  return amountAt(plan, n).toFixed(2);
}
