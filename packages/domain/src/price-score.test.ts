import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PriceScoreError, priceScores, rankTotals, totalScore, type ScoredBid } from './price-score.ts';

const scores = (params: Parameters<typeof priceScores>[0], amounts: string[]) =>
  priceScores(params, amounts).map((d) => d.toFixed(2));

describe('priceScores (rules.md "Scoring")', () => {
  it('lowest-price base: lowest / price x W', () => {
    expect(scores({ formula: 'lowest-price-base', weight: 30 }, ['100', '120', '300'])).toEqual([
      '30.00',
      '25.00',
      '10.00',
    ]);
    expect(scores({ formula: 'lowest-price-base', weight: 30 }, ['90', '70'])).toEqual(['23.33', '30.00']);
  });

  it('highest-price base: price / highest x W', () => {
    expect(scores({ formula: 'highest-price-base', weight: 40 }, ['50', '80', '100'])).toEqual([
      '20.00',
      '32.00',
      '40.00',
    ]);
  });

  it('discount rate: rate / highest rate x W; all-zero rates all score W', () => {
    expect(scores({ formula: 'discount-rate', weight: 10 }, ['5', '12.5', '0'])).toEqual(['4.00', '10.00', '0.00']);
    expect(scores({ formula: 'discount-rate', weight: 10 }, ['0', '0'])).toEqual(['10.00', '10.00']);
  });

  it('difference method: W - k points per 1% away from the lowest, never below 0', () => {
    // 110 is 10% above 100: 30 - 0.5 x 10 = 25; 200 is 100% above: 30 - 50 < 0 -> 0.
    expect(scores({ formula: 'difference', weight: 30, k: '0.5' }, ['100', '110', '200'])).toEqual([
      '30.00',
      '25.00',
      '0.00',
    ]);
    expect(scores({ formula: 'difference', weight: 30, k: 1 }, ['300', '301'])).toEqual(['30.00', '29.67']);
  });

  it('average base price: the difference method around the mean', () => {
    // mean 100: 90 and 110 are each 10% away.
    expect(scores({ formula: 'average-base', weight: 20, k: 1 }, ['90', '110', '100'])).toEqual([
      '10.00',
      '10.00',
      '20.00',
    ]);
  });

  it('computes in decimal and rounds half up once', () => {
    // 30 x 1/3 = 10 exactly in the end, not 9.99 from a binary third.
    expect(scores({ formula: 'lowest-price-base', weight: 30 }, ['1', '3'])).toEqual(['30.00', '10.00']);
    expect(scores({ formula: 'highest-price-base', weight: 1 }, ['1', '8'])).toEqual(['0.13', '1.00']); // 0.125 -> 0.13
  });

  it('refuses what cannot be scored', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof PriceScoreError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code(() => priceScores({ formula: 'difference', weight: 1 }, []))).toBe('no-quotes');
    expect(code(() => priceScores({ formula: 'difference', weight: 0 }, ['1']))).toBe('weight');
    expect(code(() => priceScores({ formula: 'difference', weight: 10 }, ['1']))).toBe('k');
    expect(code(() => priceScores({ formula: 'average-base', weight: 10, k: -1 }, ['1']))).toBe('k');
    expect(code(() => priceScores({ formula: 'lowest-price-base', weight: 10 }, ['0', '1']))).toBe('zero-price');
  });

  it('stays within 0..W for every formula', () => {
    const amounts = fc.array(
      fc.integer({ min: 1, max: 1_000_000 }).map((c) => (c / 100).toFixed(2)),
      { minLength: 1, maxLength: 12 },
    );
    const formula = fc.constantFrom(
      'lowest-price-base',
      'highest-price-base',
      'discount-rate',
      'difference',
      'average-base' as const,
    );
    fc.assert(
      fc.property(amounts, formula, fc.integer({ min: 1, max: 100 }), (list, f, w) => {
        for (const s of priceScores({ formula: f, weight: w, k: 1 }, list)) {
          expect(s.gte(0) && s.lte(w)).toBe(true);
          expect(s.decimalPlaces()).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});

describe('totalScore (rules.md "Scoring")', () => {
  it('adds the mean of the experts technical + business scores', () => {
    expect(
      totalScore('25.00', [
        { technical: 40, business: 20 },
        { technical: 35, business: 18 },
      ]).toFixed(2),
    ).toBe('81.50');
    expect(
      totalScore('25.00', [
        { technical: '10', business: '0' },
        { technical: 0, business: 0 },
        { technical: 0, business: 0 },
      ]).toFixed(2),
    ).toBe('28.33');
    expect(totalScore('12.5', []).toFixed(2)).toBe('12.50');
  });
});

describe('rankTotals (rules.md "Scoring")', () => {
  const bid = (supplierId: number, totalScore: string, amount: string, acceptedAt: number, seq: number): ScoredBid => ({
    supplierId,
    totalScore,
    amount,
    acceptedAt,
    seq,
  });

  it('ranks the highest total first; ties by lower price, then earlier quote, then seq', () => {
    const bids = [
      bid(1, '80', '100', 1, 1),
      bid(2, '90', '200', 2, 2),
      bid(3, '80', '90', 3, 3),
      bid(4, '80', '90', 3, 0),
      bid(5, '80', '90', 2, 5),
    ];
    expect(rankTotals(bids).map((b) => [b.rank, b.supplierId])).toEqual([
      [1, 2],
      [2, 5],
      [3, 4],
      [4, 3],
      [5, 1],
    ]);
  });

  it('with rates, the higher rate is the lower price', () => {
    const bids = [bid(1, '80', '5', 1, 1), bid(2, '80', '8', 2, 2)];
    expect(rankTotals(bids, { amountIsRate: true }).map((b) => b.supplierId)).toEqual([2, 1]);
  });
});
