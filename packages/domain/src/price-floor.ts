import Decimal from 'decimal.js';
import { Money, tryParseAmount, type AmountInput } from './money.ts';

/** A floor as a share of the budget: a whole percent, above 0 and below 100. */
export const FLOOR_PERCENT_RANGE = { min: 1, max: 99 } as const;

/** The project's floor settings: an amount, a share of the budget, either, both or neither. */
export interface PriceFloorSettings {
  /** No quote below this amount; null or left out: none. */
  floor?: string | null;
  /** No quote below this percent of the project's budget; null or left out: none. */
  floorPercent?: number | null;
}

/** Whether the share is one the rules take (FLOOR_PERCENT_RANGE, whole). */
export function floorPercentValid(percent: number | null | undefined): boolean {
  if (percent == null) return true;
  return Number.isInteger(percent) && percent >= FLOOR_PERCENT_RANGE.min && percent <= FLOOR_PERCENT_RANGE.max;
}

/**
 * The floor in force (docs/rules.md "The quote window"): the higher of the amount and the
 * share of the budget, the share rounded up to whole cents so that no quote below the share
 * passes. A share without a budget (none set, or not a valid amount) sets nothing. Null: no floor.
 */
export function effectiveFloor(settings: PriceFloorSettings, budget: AmountInput | null | undefined): string | null {
  const amount = settings.floor == null ? null : tryParseAmount(settings.floor);
  const fromAmount = amount?.ok ? amount.value : null;
  const parsedBudget = budget == null ? null : tryParseAmount(budget);
  const percent = settings.floorPercent;
  const fromShare =
    percent != null && floorPercentValid(percent) && parsedBudget?.ok
      ? parsedBudget.value.times(percent).div(100).toDecimalPlaces(2, Decimal.ROUND_CEIL)
      : null;
  const floor = fromAmount && fromShare ? Money.max(fromAmount, fromShare) : (fromAmount ?? fromShare);
  return floor === null ? null : floor.toFixed(2);
}
