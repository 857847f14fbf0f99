import Decimal from 'decimal.js';
import { Money, type AmountInput } from './money.ts';
import type { CriterionKind } from './evaluation-plan.ts';
import { priceScores, rankTotals, totalScore, type PriceScoreParams } from './price-score.ts';
import type { RankableQuote } from './ranking.ts';
import type { ScoreEntry, SheetCriterion } from './score-sheet.ts';

/** One expert's stored points (what they saved, submitted or not). */
export interface ExpertSheet {
  expertUserId: number;
  entries: readonly ScoreEntry[];
}

export interface BoardRow {
  supplierId: number;
  amount: string;
  acceptedAt: number;
  seq: number;
  priceScore: string;
  /** Means over the experts, two decimals. */
  technical: string;
  business: string;
  totalScore: string;
  rank: number;
  experts: Array<{ expertUserId: number; technical: string; business: string }>;
}

const two = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * The scoring ranking of docs/rules.md "Scoring": each bidder's price score by the chosen formula
 * over the valid quotes, plus the mean over experts of their technical and business points.
 * `bids` are the bidders' latest valid quotes, one each. Only experts who scored a bidder
 * count towards that bidder's mean.
 */
export function scoreBoard(
  params: PriceScoreParams,
  criteria: readonly SheetCriterion[],
  bids: readonly RankableQuote[],
  sheets: readonly ExpertSheet[],
): BoardRow[] {
  if (bids.length === 0) return [];
  const prices = priceScores(
    params,
    bids.map((b) => b.amount),
  );
  const kindOf = new Map(criteria.map((c) => [c.id, c.kind]));
  const rows = bids.map((bid, i) => {
    const experts = sheets
      .map((sheet) => ({
        expertUserId: sheet.expertUserId,
        ...subtotals(
          sheet.entries.filter((e) => e.supplierId === bid.supplierId),
          kindOf,
        ),
      }))
      .filter((e) => e.scored);
    const total = totalScore(prices[i]!, experts);
    const mean = (pick: (e: (typeof experts)[number]) => Decimal) =>
      experts.length === 0 ? new Money(0) : Money.sum(...experts.map(pick)).dividedBy(experts.length);
    return {
      supplierId: bid.supplierId,
      amount: new Money(bid.amount).toFixed(2),
      acceptedAt: bid.acceptedAt,
      seq: bid.seq,
      priceScore: two(prices[i]!),
      technical: two(mean((e) => e.technical)),
      business: two(mean((e) => e.business)),
      totalScore: two(total),
      experts: experts.map((e) => ({
        expertUserId: e.expertUserId,
        technical: two(e.technical),
        business: two(e.business),
      })),
    };
  });
  return rankTotals(rows, { amountIsRate: params.formula === 'discount-rate' });
}

function subtotals(entries: readonly ScoreEntry[], kindOf: ReadonlyMap<number, CriterionKind>) {
  const sum = (kind: CriterionKind) =>
    Money.sum(
      new Money(0),
      ...entries.filter((e) => kindOf.get(e.criterionId) === kind).map((e) => new Money(e.points as AmountInput)),
    );
  return { technical: sum('technical'), business: sum('business'), scored: entries.length > 0 };
}
