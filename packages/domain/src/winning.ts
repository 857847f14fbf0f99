import type Decimal from 'decimal.js';
import type { Labels } from './lang.ts';
import { Money, amountToString } from './money.ts';
import { rankTotals, type ScoredBid } from './price-score.ts';
import { compareQuotes, rankDirection, rankQuotes, type RankableQuote } from './ranking.ts';
import type { WinbidRule } from './winbid-rules.ts';
import { labelTree } from './texts.ts';
import winningTexts from './locales/winning.ts';

const TEXT = /* @__PURE__ */ labelTree(winningTexts);

export interface WinningInput {
  /** Every accepted quote of the project; each supplier's latest valid one counts. */
  quotes: readonly RankableQuote[];
  /** Scoring methods (5, 7, 9): one total per valid bidder (price-score.ts). */
  totals?: readonly ScoredBid[];
  /** The price score was the discount-rate formula: amounts are rates (tie-break direction). */
  amountIsRate?: boolean;
  /** Method 7: how many bidders pass. */
  shortlistSize?: number;
  /** Method 0: the agency's choice and its written reason. */
  manual?: { supplierId: number; reason: string } | null;
}

export interface WinningEntry {
  supplierId: number;
  amount: string;
  acceptedAt: number;
  seq: number;
  totalScore?: string;
}

export type WinningFailure =
  | 'no-valid-quotes'
  | 'needs-two-quotes'
  | 'none-below-average'
  | 'scores-required'
  | 'shortlist-size-required'
  | 'manual-choice-required'
  | 'manual-reason-required'
  | 'manual-choice-not-a-bidder';

export type WinningOutcome =
  | {
      ok: true;
      /** One winner, except method 7 where the top N pass, best first. */
      winners: WinningEntry[];
      /** Methods 3 and 6: the average of the valid quotes the winner was measured against. */
      average?: string;
      /** Method 0: the written reason. */
      reason?: string;
    }
  | { ok: false; reason: WinningFailure };

/** Fewer valid bidders than the minimum at the end of the window fails the project. */
export function isFailed(validBidders: number, minBidders: number): boolean {
  return validBidders < minBidders;
}

/** The winner(s) by the project's method (docs/rules.md table; ties as in ranking.ts). */
export function decideWinner(rule: WinbidRule, input: WinningInput): WinningOutcome {
  const fail = (reason: WinningFailure): WinningOutcome => ({ ok: false, reason });
  const ranked = rankQuotes(input.quotes, rankDirection(rule));
  if (ranked.length === 0) return fail('no-valid-quotes');
  const one = (q: RankableQuote, extra: { average?: string; reason?: string } = {}): WinningOutcome => ({
    ok: true,
    winners: [entry(q)],
    ...extra,
  });

  switch (rule) {
    case 1:
    case 2:
    case 8:
      return one(ranked[0]!);
    case 4:
      return ranked[1] ? one(ranked[1]) : fail('needs-two-quotes');
    case 3: {
      const average = mean(ranked);
      const byDistance = [...ranked].sort(closestTo(average));
      return one(byDistance[0]!, { average: amountToString(average) });
    }
    case 6: {
      const average = mean(ranked);
      const below = ranked.filter((q) => new Money(q.amount).lt(average));
      const closest = [...below].sort(closestTo(average))[0];
      return closest ? one(closest, { average: amountToString(average) }) : fail('none-below-average');
    }
    case 5:
    case 9:
    case 7: {
      // Only bidders whose quote still counts can win, whatever totals were handed in.
      const bidders = new Set(ranked.map((q) => q.supplierId));
      const totals = (input.totals ?? []).filter((t) => bidders.has(t.supplierId));
      if (totals.length === 0) return fail('scores-required');
      const byTotal = rankTotals(totals, { amountIsRate: input.amountIsRate ?? false });
      if (rule !== 7) return { ok: true, winners: [entry(byTotal[0]!)] };
      const n = input.shortlistSize;
      if (n === undefined || !Number.isInteger(n) || n < 1) return fail('shortlist-size-required');
      return { ok: true, winners: byTotal.slice(0, n).map(entry) };
    }
    case 0: {
      const manual = input.manual;
      if (!manual) return fail('manual-choice-required');
      const reason = manual.reason.trim();
      if (reason === '') return fail('manual-reason-required');
      const chosen = ranked.find((q) => q.supplierId === manual.supplierId);
      return chosen ? one(chosen, { reason }) : fail('manual-choice-not-a-bidder');
    }
  }
}

function entry(q: RankableQuote | ScoredBid): WinningEntry {
  const base = { supplierId: q.supplierId, amount: amountToString(q.amount), acceptedAt: q.acceptedAt, seq: q.seq };
  return 'totalScore' in q ? { ...base, totalScore: amountToString(q.totalScore) } : base;
}

function mean(quotes: readonly RankableQuote[]): Decimal {
  return Money.sum(...quotes.map((q) => new Money(q.amount))).dividedBy(quotes.length);
}

/** Nearest to the average first; equally near: the lower price, then the usual tie rules. */
function closestTo(average: Decimal): (a: RankableQuote, b: RankableQuote) => number {
  const lowestFirst = compareQuotes('lowest-first');
  return (a, b) => {
    const byDistance = new Money(a.amount).minus(average).abs().comparedTo(new Money(b.amount).minus(average).abs());
    return byDistance !== 0 ? byDistance : lowestFirst(a, b);
  };
}

export const WINNING_FAILURE_MESSAGES: Readonly<Record<WinningFailure, Labels>> = {
  'no-valid-quotes': TEXT.noValidQuotes,
  'needs-two-quotes': TEXT.needsTwoQuotes,
  'none-below-average': TEXT.noneBelowAverage,
  'scores-required': TEXT.scoresRequired,
  'shortlist-size-required': TEXT.shortlistSizeRequired,
  'manual-choice-required': TEXT.manualChoiceRequired,
  'manual-reason-required': TEXT.manualReasonRequired,
  'manual-choice-not-a-bidder': TEXT.manualChoiceNotABidder,
};
