import type { QuoteAcceptedView, RankingView, SealedBidder } from './disclosure.ts';
import { rankingAfterQuote } from './ranking-lines.ts';
import type { WinbidRule } from './winbid-rules.ts';

/**
 * An audience's ranking view after one quote:accepted view of it, from the view it held (the
 * hall snapshot's, then each quote's in seq order): equal to viewOfRanking of the ranking after
 * the quote, for every audience and mode (ranking-view-after.test.ts). A full view places the
 * quote's entry with the ranking rule; a sealed one replaces the bidder's line; a supplier's and
 * the screen's views carry their whole cut.
 */
export function rankingViewAfterQuote(
  held: RankingView | null,
  quote: QuoteAcceptedView,
  rule: WinbidRule,
): RankingView {
  switch (quote.kind) {
    case 'full':
      return { kind: 'full', entries: rankingAfterQuote(held?.kind === 'full' ? held.entries : [], quote.quote, rule) };
    case 'sealed': {
      const others = held?.kind === 'sealed' ? held.bidders.filter((b) => b.supplierId !== quote.quote.supplierId) : [];
      return { kind: 'sealed', bidderCount: quote.bidderCount, bidders: inSupplierOrder(others, quote.quote) };
    }
    case 'supplier':
      return quote.standing;
    case 'counts':
      return quote;
  }
}

function inSupplierOrder(others: readonly SealedBidder[], line: SealedBidder): SealedBidder[] {
  const at = others.findIndex((b) => b.supplierId > line.supplierId);
  return at < 0 ? [...others, line] : [...others.slice(0, at), line, ...others.slice(at)];
}
