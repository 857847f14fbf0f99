import type { QuoteAcceptedView } from '@bidhall/contracts/realtime/views';
import { rankingViewAfterQuote } from '@bidhall/domain/ranking-view-after';
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

/** One accepted quote, as the audience's view of it tells (`seq`: its stream seq). */
export function applyQuote(
  view: HallView,
  quote: QuoteAcceptedView,
  meta: { seq: number; receivedAt: number },
): HallView {
  const ranking = rankingViewAfterQuote(view.ranking, quote, view.project?.winbidRule ?? 1);
  switch (quote.kind) {
    case 'full': {
      const { seq, acceptedAt: at, amount, supplierId, companyName, rank } = quote.quote;
      return {
        ...view,
        ranking,
        quoteTimes: withTime(view.quoteTimes, seq, at),
        trail: withPoint(view.trail, { seq, at, amount, supplierId, companyName, rank }),
      };
    }
    case 'sealed':
      return { ...view, ranking, quoteTimes: withTime(view.quoteTimes, meta.seq, quote.quote.acceptedAt) };
    case 'counts':
      return { ...view, ranking };
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
        return { ...view, ranking, trail };
      }
      return {
        ...view,
        ranking,
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
