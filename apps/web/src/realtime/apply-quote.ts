import type { QuoteAcceptedView, RankingView } from '@bidhall/contracts/realtime/views';
import { rankingAfterQuote } from '@bidhall/domain/ranking-lines';
import type { HallView, OwnQuote, QuoteTime, TrailPoint } from './hall-view';

const QUOTE_TIMES_KEPT = 500;
const TRAIL_KEPT = 500;

function withPoint(trail: TrailPoint[], point: TrailPoint) {
  return trail.some((p) => p.seq === point.seq) ? trail : [...trail, point].slice(-TRAIL_KEPT);
}

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
  return {
    kind: 'sealed',
    bidderCount: quote.bidderCount,
    bidders: [...bidders, { supplierId, companyName, acceptedAt, quoteCount }],
  };
}

/** One accepted quote, as the audience's view of it tells (`seq`: its stream seq). */
export function applyQuote(
  view: HallView,
  quote: QuoteAcceptedView,
  meta: { seq: number; receivedAt: number },
): HallView {
  switch (quote.kind) {
    case 'full': {
      // The view carries the bidder's new line; the ranking held is re-ranked with it.
      const before = view.ranking?.kind === 'full' ? view.ranking.entries : [];
      const entries = rankingAfterQuote(before, quote.quote, view.project?.winbidRule ?? 1);
      const { seq, acceptedAt: at, amount, supplierId, companyName, rank } = quote.quote;
      return {
        ...view,
        ranking: { kind: 'full', entries },
        quoteTimes: withTime(view.quoteTimes, seq, at),
        trail: withPoint(view.trail, { seq, at, amount, supplierId, companyName, rank }),
      };
    }
    case 'sealed':
      return {
        ...view,
        ranking: sealedRanking(view.ranking, quote),
        quoteTimes: withTime(view.quoteTimes, quote.quote.seq, quote.quote.acceptedAt),
      };
    case 'counts':
      return { ...view, ranking: quote };
    case 'supplier': {
      const own = quote.own;
      if (!own) {
        const seen = quote.quote;
        const trail = seen
          ? withPoint(view.trail, {
              seq: meta.seq,
              at: meta.receivedAt,
              amount: seen.amount,
              companyName: seen.companyName,
              rank: seen.rank,
            })
          : view.trail;
        return { ...view, ranking: quote.standing, trail };
      }
      return {
        ...view,
        ranking: quote.standing,
        trail: withPoint(view.trail, {
          seq: meta.seq,
          at: own.acceptedAt,
          amount: own.amount,
          rank: quote.standing.own?.rank ?? null,
          mine: true,
        }),
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
