import type { Labels } from './lang.ts';
import { tryParseAmount, type AmountInput } from './money.ts';
import type { CriterionKind } from './evaluation-plan.ts';
import { labelTree } from './texts.ts';
import scoreSheetTexts from './locales/scoreSheet.ts';

const TEXT = /* @__PURE__ */ labelTree(scoreSheetTexts);

/** A stored criterion as the sheet checks see it. */
export interface SheetCriterion {
  id: number;
  kind: CriterionKind;
  maxPoints: AmountInput;
}

/** One expert's points for one supplier on one criterion. */
export interface ScoreEntry {
  supplierId: number;
  criterionId: number;
  points: AmountInput;
}

export type SheetProblemCode = 'not-a-bidder' | 'unknown-criterion' | 'duplicate' | 'missing' | 'out-of-range';

export interface SheetProblem {
  code: SheetProblemCode;
  supplierId: number;
  criterionId?: number;
}

/**
 * Checks what an expert saves: every supplier named must be a bidder, and gets a score on
 * every criterion, exactly once, within 0..max with at most two decimals. Saving a partial
 * supplier is refused so that a stored sheet is never half a judgement.
 */
export function checkScores(
  criteria: readonly SheetCriterion[],
  bidders: readonly number[],
  entries: readonly ScoreEntry[],
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const bidderSet = new Set(bidders);
  const seen = new Map<number, Set<number>>();
  for (const e of entries) {
    if (!bidderSet.has(e.supplierId)) {
      problems.push({ code: 'not-a-bidder', supplierId: e.supplierId });
      continue;
    }
    const done = seen.get(e.supplierId) ?? new Set<number>();
    seen.set(e.supplierId, done);
    const criterion = byId.get(e.criterionId);
    if (!criterion) {
      problems.push({ code: 'unknown-criterion', supplierId: e.supplierId, criterionId: e.criterionId });
      continue;
    }
    if (done.has(e.criterionId))
      problems.push({ code: 'duplicate', supplierId: e.supplierId, criterionId: e.criterionId });
    done.add(e.criterionId);
    if (!withinMax(e.points, criterion.maxPoints))
      problems.push({ code: 'out-of-range', supplierId: e.supplierId, criterionId: e.criterionId });
  }
  for (const [supplierId, done] of seen) {
    for (const c of criteria) if (!done.has(c.id)) problems.push({ code: 'missing', supplierId, criterionId: c.id });
  }
  return problems;
}

function withinMax(points: AmountInput, max: AmountInput): boolean {
  const parsed = tryParseAmount(points);
  return parsed.ok && parsed.value.lte(max);
}

/** The bidders an expert has not yet scored on every criterion: what blocks submitting. */
export function unscoredBidders(
  criteria: readonly SheetCriterion[],
  bidders: readonly number[],
  stored: readonly ScoreEntry[],
): number[] {
  return bidders.filter((supplierId) => {
    const done = new Set(stored.filter((e) => e.supplierId === supplierId).map((e) => e.criterionId));
    return criteria.some((c) => !done.has(c.id));
  });
}

export const SHEET_PROBLEM_MESSAGES: Readonly<Record<SheetProblemCode, Labels>> = {
  'not-a-bidder': TEXT.notABidder,
  'unknown-criterion': TEXT.unknownCriterion,
  duplicate: TEXT.duplicate,
  missing: TEXT.missing,
  'out-of-range': TEXT.outOfRange,
};
