import { Money } from '@bidhall/domain/money';
import { checkScores, type SheetProblem } from '@bidhall/domain/score-sheet';
import type { MyScores } from './types';

/** The sheet as typed: points by "supplierId:criterionId". */
export type SheetValues = Record<string, string>;

export const cellKey = (supplierId: number, criterionId: number) => `${supplierId}:${criterionId}`;

export function valuesOf(sheet: MyScores): SheetValues {
  return Object.fromEntries(sheet.scores.map((s) => [cellKey(s.supplierId, s.criterionId), s.points]));
}

/** Every cell of every bidder (an empty cell is reported as missing). */
export function entriesOf(sheet: MyScores, values: SheetValues) {
  return sheet.bidders.flatMap((b) =>
    sheet.criteria.flatMap((c) => {
      const points = values[cellKey(b.supplierId, c.id)]?.trim() ?? '';
      return points === '' ? [] : [{ supplierId: b.supplierId, criterionId: c.id, points }];
    }),
  );
}

/** The domain's checks, plus a missing cell for a bidder with nothing typed yet. */
export function problemsOf(sheet: MyScores, values: SheetValues): SheetProblem[] {
  const entries = entriesOf(sheet, values);
  const problems = checkScores(
    sheet.criteria,
    sheet.bidders.map((b) => b.supplierId),
    entries,
  );
  const started = new Set(entries.map((e) => e.supplierId));
  for (const b of sheet.bidders)
    if (!started.has(b.supplierId))
      for (const c of sheet.criteria) problems.push({ code: 'missing', supplierId: b.supplierId, criterionId: c.id });
  return problems;
}

/** Each bidder's points as typed, summed over the criteria (what the expert submits for it). */
export function totalsOf(sheet: MyScores, values: SheetValues): { companyName: string; total: string }[] {
  return sheet.bidders.map((b) => ({
    companyName: b.companyName,
    total: sheet.criteria
      .reduce((sum, c) => sum.plus(new Money(values[cellKey(b.supplierId, c.id)]?.trim() || '0')), new Money(0))
      .toFixed(2),
  }));
}

/** The cells a problem names, as "company criterion" (the cell's own label). */
export function cellsOf(sheet: MyScores, problems: readonly SheetProblem[]): string[] {
  return problems.flatMap((p) => {
    const bidder = sheet.bidders.find((b) => b.supplierId === p.supplierId);
    const criterion = sheet.criteria.find((c) => c.id === p.criterionId);
    return bidder && criterion ? [`${bidder.companyName} ${criterion.name}`] : [];
  });
}
