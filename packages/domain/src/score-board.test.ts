import { describe, expect, it } from 'vitest';
import { scoreBoard } from './score-board.ts';
import type { SheetCriterion } from './score-sheet.ts';

const criteria: SheetCriterion[] = [
  { id: 1, kind: 'technical', maxPoints: '50' },
  { id: 2, kind: 'business', maxPoints: '20' },
];
const bids = [
  { supplierId: 1, amount: '100.00', acceptedAt: 10, seq: 1 },
  { supplierId: 2, amount: '120.00', acceptedAt: 20, seq: 2 },
  { supplierId: 3, amount: '150.00', acceptedAt: 30, seq: 3 },
];
const sheet = (expertUserId: number, points: Record<number, [number, number]>) => ({
  expertUserId,
  entries: Object.entries(points).flatMap(([s, [t, b]]) => [
    { supplierId: Number(s), criterionId: 1, points: t },
    { supplierId: Number(s), criterionId: 2, points: b },
  ]),
});

describe('scoreBoard (rules.md "Scoring")', () => {
  it("adds the price score to the experts' mean and ranks by total", () => {
    const board = scoreBoard({ formula: 'lowest-price-base', weight: 30 }, criteria, bids, [
      sheet(7, { 1: [30, 10], 2: [45, 18], 3: [40, 20] }),
      sheet(8, { 1: [32, 12], 2: [47, 19], 3: [41, 20] }),
    ]);
    expect(board.map((r) => [r.supplierId, r.priceScore, r.technical, r.business, r.totalScore, r.rank])).toEqual([
      // 25 + (45 + 18 + 47 + 19) / 2 = 89.50
      [2, '25.00', '46.00', '18.50', '89.50', 1],
      // 20 + 60.5
      [3, '20.00', '40.50', '20.00', '80.50', 2],
      [1, '30.00', '31.00', '11.00', '72.00', 3],
    ]);
    expect(board[0]!.experts).toEqual([
      { expertUserId: 7, technical: '45.00', business: '18.00' },
      { expertUserId: 8, technical: '47.00', business: '19.00' },
    ]);
  });

  it('breaks equal totals by the lower price, then the earlier quote', () => {
    const board = scoreBoard({ formula: 'lowest-price-base', weight: 30 }, criteria, bids.slice(0, 2), [
      sheet(7, { 1: [40, 10], 2: [50, 5] }),
    ]);
    // 30 + 50 = 80 and 25 + 55 = 80: the lower price wins the tie.
    expect(board.map((r) => [r.supplierId, r.totalScore])).toEqual([
      [1, '80.00'],
      [2, '80.00'],
    ]);
  });

  it('is empty without bids; an unscored bidder has its price score alone', () => {
    expect(scoreBoard({ formula: 'lowest-price-base', weight: 30 }, criteria, [], [])).toEqual([]);
    const [only] = scoreBoard({ formula: 'lowest-price-base', weight: 30 }, criteria, bids.slice(0, 1), []);
    expect(only).toMatchObject({ totalScore: '30.00', technical: '0.00', experts: [] });
  });
});
