import Decimal from 'decimal.js';
import { Money, type AmountInput } from './money.ts';
import {
  improvement,
  improvesEnough,
  requiredImprovement,
  stepAgainstOf,
  type BiddingSettings,
} from './quote-rules.ts';
import type { QuotingStyle } from './winbid-rules.ts';
import { effectiveFloor } from './price-floor.ts';

export interface NextQuoteInput {
  style: QuotingStyle;
  settings: Pick<
    BiddingSettings,
    'minStep' | 'minStepKind' | 'mustBeatBest' | 'priceCap' | 'startPrice' | 'stepAgainst' | 'floor' | 'floorPercent'
  >;
  /** The budget a floor set as its share is taken of; left out: no such floor. */
  budget?: AmountInput | null;
  /** The supplier's own last accepted quote, if any. */
  ownLast: AmountInput | null;
  /** The best quote as this supplier may see it (null when hidden or none yet). */
  best: AmountInput | null;
}

const CENT = new Money('0.01');

/** Moves `from` by `by` in the auction's direction, to whole cents that still cover `by`. */
function better(style: QuotingStyle, from: Decimal, by: Decimal): Decimal {
  return style === 'descending'
    ? from.minus(by).toDecimalPlaces(2, Decimal.ROUND_FLOOR)
    : from.plus(by).toDecimalPlaces(2, Decimal.ROUND_CEIL);
}

/** The better of two amounts in the auction's direction. */
const bestOf = (style: QuotingStyle, a: Decimal, b: Decimal) => (improvement(style, a, b).gt(0) ? b : a);

/** The first quote: at the price cap (descending) or the start price (ascending). */
function opening({ style, settings }: NextQuoteInput): Decimal | null {
  const price = style === 'descending' ? settings.priceCap : settings.startPrice;
  return price === null ? null : new Money(price);
}

/** The own last quote improved by exactly the step, rounded to cents the rule still accepts. */
function stepPast(style: QuotingStyle, last: Decimal, settings: NextQuoteInput['settings']): Decimal {
  let next = better(style, last, Decimal.max(requiredImprovement(last, settings), CENT));
  while (!improvesEnough(style, last, next, settings)) next = better(style, next, CENT);
  return next;
}

/**
 * The least improving quote the rules of decideQuote would accept now (docs/rules.md step and
 * must-beat-best), `steps` steps past the own last quote; the first quote starts at the price
 * cap (descending) or the start price (ascending). Null when no rule fixes a price (sealed
 * methods, or a first quote with no cap or start price) or when the next step would leave the
 * range (an amount at or below zero, a rate at 100 % or above).
 */
export function nextAcceptableQuote(input: NextQuoteInput, steps = 1): string | null {
  const { style, settings } = input;
  if (style === 'sealed') return null;
  let next: Decimal | null = null;
  let last = input.ownLast === null ? null : new Money(input.ownLast);
  for (let i = 0; i < steps; i++) {
    next = last === null ? opening(input) : stepPast(style, last, settings);
    if (i === 0 && input.best !== null) {
      const best = new Money(input.best);
      // The price to beat to lead: the best by the step when the step is measured from it, by a
      // cent when it must only be beaten; a first quote is never offered at a tie with it.
      const beat =
        stepAgainstOf(settings) === 'best'
          ? stepPast(style, best, settings)
          : settings.mustBeatBest || last === null
            ? better(style, best, CENT)
            : null;
      if (beat) next = next === null ? beat : bestOf(style, next, beat);
    }
    if (next === null) return null;
    last = next;
  }
  if (next === null || next.lte(0) || (style === 'ascending-rate' && next.gte(100))) return null;
  const floor = effectiveFloor(settings, input.budget);
  if (style === 'descending' && floor !== null && next.lt(floor)) return null;
  return next.toFixed(2);
}

/**
 * Whether `amount` (the next acceptable quote) is the first quote's own price, the price cap or
 * the start price, rather than a step past a quote: the hall names it so, and the quote after it
 * is one step past it. A first quote that must beat a best already there is not.
 */
export function isOpeningPrice(input: NextQuoteInput, amount: string | null): boolean {
  const price = opening(input);
  return input.ownLast === null && amount !== null && price !== null && price.eq(amount);
}
