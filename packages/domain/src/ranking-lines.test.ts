import { describe, expect, it } from 'vitest';
import type { RankingEntry } from './disclosure.ts';
import { rankingAfterQuote, rankLines, type RankingLine } from './ranking-lines.ts';

const line = (supplierId: number, amount: string, seq: number, quoteCount = 1): RankingLine => ({
  supplierId,
  companyName: `firm ${supplierId}`,
  amount,
  acceptedAt: 1000 + seq,
  seq,
  quoteCount,
});

describe('ranking lines', () => {
  it('ranks by the method direction and the ties, keeping each line quote count', () => {
    const lines = [line(1, '100.00', 1, 3), line(2, '90.5', 2), line(3, '90.50', 3, 2)];
    expect(rankLines(lines, 1).map((e) => [e.rank, e.supplierId, e.amount, e.quoteCount])).toEqual([
      [1, 2, '90.50', 1],
      [2, 3, '90.50', 2],
      [3, 1, '100.00', 3],
    ]);
    // Method 2 (highest price) ranks the other way.
    expect(rankLines(lines, 2).map((e) => e.supplierId)).toEqual([1, 2, 3]);
  });

  it('applies one accepted quote to the ranking before it exactly as ranking every line anew', () => {
    let ranking: RankingEntry[] = [];
    const history: RankingLine[] = [
      line(1, '100.00', 1),
      line(2, '99.00', 2),
      line(3, '101.00', 3),
      line(1, '98.00', 4, 2),
      line(3, '97.00', 5, 2),
      line(2, '97.00', 6, 2),
    ];
    const latest = new Map<number, RankingLine>();
    for (const next of history) {
      ranking = rankingAfterQuote(ranking, next, 1);
      latest.set(next.supplierId, next);
      expect(ranking).toEqual(rankLines([...latest.values()], 1));
    }
    expect(ranking.map((e) => [e.rank, e.supplierId, e.quoteCount])).toEqual([
      [1, 3, 2],
      [2, 2, 2],
      [3, 1, 2],
    ]);
  });

  it('equals ranking every line anew over a long history with ties, for both directions', () => {
    for (const rule of [1, 2] as const) {
      let ranking: RankingEntry[] = [];
      const latest = new Map<number, RankingLine>();
      // A fixed pseudo-random walk: 40 bidders, amounts on a coarse grid so that ties happen.
      let state = 7;
      const next = () => (state = (state * 48271) % 2147483647);
      for (let seq = 1; seq <= 400; seq += 1) {
        const supplierId = (next() % 40) + 1;
        const amount = (1000 + (next() % 25) * 10).toFixed(2);
        const quote: RankingLine = {
          supplierId,
          companyName: `firm ${supplierId}`,
          amount,
          acceptedAt: 5000 + (seq >> 1),
          seq,
          quoteCount: (latest.get(supplierId)?.quoteCount ?? 0) + 1,
        };
        ranking = rankingAfterQuote(ranking, quote, rule);
        latest.set(supplierId, quote);
        expect(ranking).toEqual(rankLines([...latest.values()], rule));
      }
    }
  });
});
