import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './lang.ts';
import type { RankableQuote } from './ranking.ts';
import { WINNING_FAILURE_MESSAGES, decideWinner, isFailed } from './winning.ts';

const q = (
  supplierId: number,
  amount: string,
  acceptedAt = supplierId,
  seq = supplierId,
  valid?: boolean,
): RankableQuote =>
  valid === undefined ? { supplierId, amount, acceptedAt, seq } : { supplierId, amount, acceptedAt, seq, valid };

const winnerIds = (outcome: ReturnType<typeof decideWinner>) =>
  outcome.ok ? outcome.winners.map((w) => w.supplierId) : outcome.reason;

// Quotes 100, 120, 130, 150, 200: mean 140.
const five = [q(1, '130'), q(2, '100'), q(3, '150'), q(4, '120'), q(5, '200')];

describe('decideWinner (rules.md "Winning")', () => {
  it('1 lowest, 2 highest, 8 highest rate', () => {
    expect(winnerIds(decideWinner(1, { quotes: five }))).toEqual([2]);
    expect(winnerIds(decideWinner(2, { quotes: five }))).toEqual([5]);
    expect(winnerIds(decideWinner(8, { quotes: [q(1, '5.5'), q(2, '12'), q(3, '9')] }))).toEqual([2]);
  });

  it('uses each supplier latest valid quote and the tie rules', () => {
    const quotes = [q(1, '90', 1, 1), q(2, '90', 2, 2), q(1, '95', 3, 3), q(3, '10', 4, 4, false)];
    // Supplier 1 raised to 95; supplier 3 invalid: lowest is 2 at 90.
    expect(winnerIds(decideWinner(1, { quotes }))).toEqual([2]);
    expect(winnerIds(decideWinner(1, { quotes: [q(1, '90', 5, 1), q(2, '90', 4, 2)] }))).toEqual([2]);
  });

  it('3 closest to the average, equally close: the lower price', () => {
    const outcome = decideWinner(3, { quotes: five });
    expect(outcome).toMatchObject({ ok: true, average: '140.00' });
    expect(winnerIds(outcome)).toEqual([1]); // 130 and 150 are both 10 away; 130 is lower
  });

  it('4 second lowest; needs two quotes', () => {
    expect(winnerIds(decideWinner(4, { quotes: five }))).toEqual([4]);
    expect(winnerIds(decideWinner(4, { quotes: [q(1, '10')] }))).toBe('needs-two-quotes');
  });

  it('6 below the average and closest', () => {
    expect(winnerIds(decideWinner(6, { quotes: five }))).toEqual([1]);
    expect(winnerIds(decideWinner(6, { quotes: [q(1, '150'), q(2, '100'), q(3, '100')] }))).toEqual([2]);
    expect(winnerIds(decideWinner(6, { quotes: [q(1, '100'), q(2, '100')] }))).toBe('none-below-average');
  });

  it('5 and 9 by total score; 7 passes the top N', () => {
    const totals = [
      { supplierId: 1, amount: '130', acceptedAt: 1, seq: 1, totalScore: '88' },
      { supplierId: 2, amount: '100', acceptedAt: 2, seq: 2, totalScore: '91.5' },
      { supplierId: 3, amount: '150', acceptedAt: 3, seq: 3, totalScore: '88' },
      { supplierId: 9, amount: '1', acceptedAt: 3, seq: 3, totalScore: '99' }, // no valid quote: ignored
    ];
    const win5 = decideWinner(5, { quotes: five, totals });
    expect(winnerIds(win5)).toEqual([2]);
    expect(win5.ok && win5.winners[0]).toEqual({
      supplierId: 2,
      amount: '100.00',
      acceptedAt: 2,
      seq: 2,
      totalScore: '91.50',
    });
    expect(winnerIds(decideWinner(9, { quotes: five, totals }))).toEqual([2]);
    expect(winnerIds(decideWinner(7, { quotes: five, totals, shortlistSize: 2 }))).toEqual([2, 1]);
    expect(winnerIds(decideWinner(7, { quotes: five, totals, shortlistSize: 10 }))).toEqual([2, 1, 3]);
    expect(winnerIds(decideWinner(7, { quotes: five, totals }))).toBe('shortlist-size-required');
    expect(winnerIds(decideWinner(5, { quotes: five }))).toBe('scores-required');
  });

  it('0 is chosen by hand with a written reason', () => {
    expect(winnerIds(decideWinner(0, { quotes: five }))).toBe('manual-choice-required');
    expect(winnerIds(decideWinner(0, { quotes: five, manual: { supplierId: 3, reason: '  ' } }))).toBe(
      'manual-reason-required',
    );
    expect(winnerIds(decideWinner(0, { quotes: five, manual: { supplierId: 42, reason: 'best service' } }))).toBe(
      'manual-choice-not-a-bidder',
    );
    expect(decideWinner(0, { quotes: five, manual: { supplierId: 3, reason: ' best service ' } })).toMatchObject({
      ok: true,
      reason: 'best service',
      winners: [{ supplierId: 3 }],
    });
  });

  it('has no winner without valid quotes', () => {
    for (const rule of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const) {
      expect(decideWinner(rule, { quotes: [q(1, '5', 1, 1, false)] })).toEqual({
        ok: false,
        reason: 'no-valid-quotes',
      });
    }
  });

  it('explains every failure in every language', () => {
    for (const labels of Object.values(WINNING_FAILURE_MESSAGES))
      for (const lang of LANGUAGES) expect(labels[lang]).toMatch(/\S/);
  });
});

describe('isFailed (rules.md "The quote window")', () => {
  it('fails with fewer valid bidders than the minimum', () => {
    expect(isFailed(2, 3)).toBe(true);
    expect(isFailed(3, 3)).toBe(false);
    expect(isFailed(0, 1)).toBe(true);
  });
});
