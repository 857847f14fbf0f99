import { describe, expect, it } from 'vitest';
import { checkScores, unscoredBidders, type SheetCriterion } from './score-sheet.ts';

const criteria: SheetCriterion[] = [
  { id: 1, kind: 'technical', maxPoints: '40' },
  { id: 2, kind: 'business', maxPoints: '30' },
];
const bidders = [11, 12];
const codes = (entries: Parameters<typeof checkScores>[2]) =>
  checkScores(criteria, bidders, entries).map((p) => `${p.code}:${p.supplierId}:${p.criterionId ?? ''}`);

describe('checkScores (rules.md "Scoring")', () => {
  it('accepts every criterion once within 0..max for the suppliers given', () => {
    expect(
      codes([
        { supplierId: 11, criterionId: 1, points: '40' },
        { supplierId: 11, criterionId: 2, points: 0 },
      ]),
    ).toEqual([]);
  });

  it('refuses out-of-range, too precise, duplicate and missing points', () => {
    expect(
      codes([
        { supplierId: 11, criterionId: 1, points: '40.01' },
        { supplierId: 11, criterionId: 2, points: '-1' },
      ]),
    ).toEqual(['out-of-range:11:1', 'out-of-range:11:2']);
    expect(
      codes([
        { supplierId: 11, criterionId: 1, points: '1.005' },
        { supplierId: 11, criterionId: 2, points: 1 },
      ]),
    ).toEqual(['out-of-range:11:1']);
    expect(
      codes([
        { supplierId: 11, criterionId: 1, points: 1 },
        { supplierId: 11, criterionId: 1, points: 2 },
      ]),
    ).toEqual(['duplicate:11:1', 'missing:11:2']);
  });

  it('refuses suppliers without a valid quote and criteria of another project', () => {
    expect(codes([{ supplierId: 99, criterionId: 1, points: 1 }])).toEqual(['not-a-bidder:99:']);
    expect(codes([{ supplierId: 12, criterionId: 7, points: 1 }])).toEqual([
      'unknown-criterion:12:7',
      'missing:12:1',
      'missing:12:2',
    ]);
  });
});

describe('unscoredBidders', () => {
  it('lists the bidders still missing a criterion', () => {
    const stored = [
      { supplierId: 11, criterionId: 1, points: 1 },
      { supplierId: 11, criterionId: 2, points: 1 },
      { supplierId: 12, criterionId: 1, points: 1 },
    ];
    expect(unscoredBidders(criteria, bidders, stored)).toEqual([12]);
    expect(unscoredBidders(criteria, bidders, [...stored, { supplierId: 12, criterionId: 2, points: 3 }])).toEqual([]);
  });
});
