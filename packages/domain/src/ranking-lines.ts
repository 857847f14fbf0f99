import type { RankingEntry } from './disclosure.ts';
import { amountToString } from './money.ts';
import { compareQuotes, rankDirection, rankQuotes } from './ranking.ts';
import type { WinbidRule } from './winbid-rules.ts';

/** A bidder's line before ranking: its latest accepted quote and the count of all its quotes. */
export type RankingLine = Omit<RankingEntry, 'rank'>;

/** The bidders' lines with `next` as its bidder's latest quote. */
export function withLatestLine(lines: readonly RankingLine[], next: RankingLine): RankingLine[] {
  return [...lines.filter((l) => l.supplierId !== next.supplierId), next];
}

/** The ranking of bidders' lines by the method's direction and the docs/rules.md ties. */
export function rankLines(lines: readonly RankingLine[], rule: WinbidRule): RankingEntry[] {
  // Each line is already its bidder's latest quote: rankQuotes would count it as one quote,
  // so the carried count of all its quotes is put back.
  const counts = new Map(lines.map((l) => [l.supplierId, l.quoteCount]));
  return rankQuotes(lines, rankDirection(rule)).map((l) => ({
    rank: l.rank,
    supplierId: l.supplierId,
    companyName: l.companyName,
    amount: amountToString(l.amount),
    acceptedAt: l.acceptedAt,
    seq: l.seq,
    quoteCount: counts.get(l.supplierId)!,
  }));
}

/**
 * The ranking after one accepted quote, from the ranking before it: how the api ranks each
 * quote of a batch, and how a client folds the agency's and purchaser's quote:accepted, which
 * carries the bidder's new entry and not the whole ranking (ranking-view-after.ts). The line is
 * placed by binary search in the ordered ranking, so one quote costs a few comparisons however
 * many bid; the result equals rankLines of all lines.
 */
export function rankingAfterQuote(
  ranking: readonly RankingEntry[],
  line: RankingLine,
  rule: WinbidRule,
): RankingEntry[] {
  const before = compareQuotes(rankDirection(rule));
  const others = ranking.filter((e) => e.supplierId !== line.supplierId);
  let low = 0;
  let high = others.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(others[middle]!, line) < 0) low = middle + 1;
    else high = middle;
  }
  // Only the line's fields: a ranking entry (with its old rank) can be passed as it is.
  const { supplierId, companyName, amount, acceptedAt, seq, quoteCount } = line;
  const placed: RankingEntry = {
    rank: low + 1,
    supplierId,
    companyName,
    amount: amountToString(amount),
    acceptedAt,
    seq,
    quoteCount,
  };
  const ordered = [...others.slice(0, low), placed, ...others.slice(low)];
  // Lines whose place did not change are kept as they are.
  return ordered.map((e, i) => (e.rank === i + 1 ? e : { ...e, rank: i + 1 }));
}
