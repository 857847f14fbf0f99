import type { QuoteAcceptedView, RankingView } from '@bidhall/contracts/realtime/views';
import { rankingAfterQuote } from '@bidhall/domain/ranking-lines';
import type { HallView, OwnQuote, QuoteTime } from './hall-view';

const QUOTE_TIMES_KEPT = 500;

function withTime(times: QuoteTime[], seq: number, at: number) {
  return [...times, { seq, at }].slice(-QUOTE_TIMES_KEPT);
}

function withOwn(own: OwnQuote[], quote: OwnQuote) {
  return own.some((q) => q.seq === quote.seq) ? own : [...own, quote].sort((a, b) => a.seq - b.seq);
}

/** Sealed: the bidder list grows or its line updates; still no amounts. */
function sealedRanking(prev: RankingView | null, quote: Extract<QuoteAcceptedView, { kind: 'sealed' }>): RankingView {
  const bidders = prev?.kind === 'sealed' ? prev.bidders.filter((b) => b.supplierId !== quote.quote.supplierId) : [];
  const { supplierId, companyName, acceptedAt, quoteCount } = quote.quote;
  return { kind: 'sealed', bidderCount: quote.bidderCount, bidders: [...bidders, { supplierId, companyName, acceptedAt, quoteCount }] };
}

/** One accepted quote, as the audience's view of it tells. */
export function applyQuote(view: HallView, quote: QuoteAcceptedView): HallView {
  switch (quote.kind) {
    case 'full': {
      // The view carries the bidder's new line; the ranking held is re-ranked with it.
      const before = view.ranking?.kind === 'full' ? view.ranking.entries : [];
      const entries = rankingAfterQuote(before, quote.quote, view.project?.winbidRule ?? 1);
      return { ...view, ranking: { kind: 'full', entries }, quoteTimes: withTime(view.quoteTimes, quote.quote.seq, quote.quote.acceptedAt) };
    }
    case 'sealed':
      return { ...view, ranking: sealedRanking(view.ranking, quote), quoteTimes: withTime(view.quoteTimes, quote.quote.seq, quote.quote.acceptedAt) };
    case 'counts':
      return { ...view, ranking: quote };
    case 'supplier': {
      const own = quote.own;
      if (!own) return { ...view, ranking: quote.standing };
      return {
        ...view,
        ranking: quote.standing,
        own: withOwn(view.own, { seq: own.seq, amount: own.amount, acceptedAt: own.acceptedAt }),
        remainingQuotes: own.remainingQuotes,
      };
    }
  }
}

/** Quotes accepted in the minute before `now`, each seq once. */
export function quotesPerMinute(times: readonly QuoteTime[], now: number): number {
  const recent = new Set(times.filter((q) => q.at > now - 60_000 && q.at <= now + 5_000).map((q) => q.seq));
  return recent.size;
}
