import Decimal from 'decimal.js';
import { Money, type AmountInput } from './money.ts';
import type { PriceScoreFormula } from './winbid-rules.ts';

export interface PriceScoreParams {
  formula: PriceScoreFormula;
  /** W: the points the price is worth. */
  weight: AmountInput;
  /** k: points deducted per 1% deviation from the base (difference and average-base only). */
  k?: AmountInput;
}

export type PriceScoreErrorCode = 'no-quotes' | 'weight' | 'k' | 'zero-price';

export class PriceScoreError extends Error {
  override readonly name = 'PriceScoreError';
  constructor(readonly code: PriceScoreErrorCode) {
    super(`price score: ${code}`);
  }
}

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Price scores of docs/rules.md "Scoring" for every valid quote, in the order given. `amounts` are
 * prices (or rates, for the discount-rate formula), one per valid bidder. Each score is
 * computed exactly and rounded once, half up, to two decimals.
 */
export function priceScores(params: PriceScoreParams, amounts: readonly AmountInput[]): Decimal[] {
  if (amounts.length === 0) throw new PriceScoreError('no-quotes');
  const weight = new Money(params.weight);
  if (!weight.isFinite() || !weight.gt(0)) throw new PriceScoreError('weight');
  const values = amounts.map((a) => new Money(a));
  const lowest = Money.min(...values);
  const highest = Money.max(...values);

  switch (params.formula) {
    case 'lowest-price-base':
      requirePositive(lowest);
      return values.map((price) => round2(lowest.dividedBy(price).times(weight)));
    case 'highest-price-base':
      requirePositive(lowest);
      return values.map((price) => round2(price.dividedBy(highest).times(weight)));
    case 'discount-rate':
      // All rates zero: everyone offers the best rate there is, so everyone gets full marks.
      if (highest.isZero()) return values.map(() => round2(weight));
      return values.map((rate) => round2(rate.dividedBy(highest).times(weight)));
    case 'difference':
      return deductions(values, lowest, weight, params.k);
    case 'average-base':
      return deductions(values, Money.sum(...values).dividedBy(values.length), weight, params.k);
  }
}

/** max(0, W - k x |price - base| / base x 100): k points off per 1% away from the base. */
function deductions(values: Decimal[], base: Decimal, weight: Decimal, kInput: AmountInput | undefined): Decimal[] {
  if (kInput === undefined) throw new PriceScoreError('k');
  const k = new Money(kInput);
  if (!k.isFinite() || k.isNegative()) throw new PriceScoreError('k');
  requirePositive(base);
  return values.map((price) => {
    const percentOff = price.minus(base).abs().dividedBy(base).times(100);
    return round2(Money.max(0, weight.minus(k.times(percentOff))));
  });
}

function requirePositive(value: Decimal): void {
  if (!value.gt(0)) throw new PriceScoreError('zero-price');
}

export interface ExpertScore {
  technical: AmountInput;
  business: AmountInput;
}

/**
 * Total = price score + the mean over experts of (technical + business), rounded half up to
 * two decimals. With no expert scores yet the total is the price score alone.
 */
export function totalScore(priceScore: AmountInput, expertScores: readonly ExpertScore[]): Decimal {
  const price = new Money(priceScore);
  if (expertScores.length === 0) return round2(price);
  const sum = Money.sum(...expertScores.map((s) => new Money(s.technical).plus(s.business)));
  return round2(price.plus(sum.dividedBy(expertScores.length)));
}

export interface ScoredBid {
  supplierId: number;
  /** The quoted price (a rate when the price score is the discount-rate formula). */
  amount: AmountInput;
  acceptedAt: number;
  seq: number;
  totalScore: AmountInput;
}

/**
 * Scoring ranking: the highest total first; ties by the lower price (for rates: the higher
 * discount, which is the lower price), then the earlier quote, then the lower seq.
 */
export function rankTotals<B extends ScoredBid>(
  bids: readonly B[],
  options: { amountIsRate?: boolean } = {},
): Array<B & { rank: number }> {
  const keyed = bids.map((bid) => ({ bid, total: new Money(bid.totalScore), amount: new Money(bid.amount) }));
  keyed.sort((a, b) => {
    const byTotal = b.total.comparedTo(a.total);
    if (byTotal !== 0) return byTotal;
    const byAmount = options.amountIsRate ? b.amount.comparedTo(a.amount) : a.amount.comparedTo(b.amount);
    if (byAmount !== 0) return byAmount;
    return a.bid.acceptedAt - b.bid.acceptedAt || a.bid.seq - b.bid.seq || a.bid.supplierId - b.bid.supplierId;
  });
  return keyed.map(({ bid }, index) => ({ ...bid, rank: index + 1 }));
}
