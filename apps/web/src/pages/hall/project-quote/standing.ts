import type { RankingView } from '@bidhall/contracts/realtime/views';
import { Money } from '@bidhall/domain/money';
import type { QuotingStyle } from '@bidhall/domain/winbid-rules';

/** What the best panel shows, derived from the supplier's ranking view (no ranking of its own). */
export interface StandingFigures {
  /** The best amount this supplier may see (modes 2-3); null when hidden or none yet. */
  best: string | null;
  /** Whether the mode shows others' amounts at all. */
  bestVisible: boolean;
  /** The supplier's own latest amount and rank (the rank only where the mode shows ranks). */
  own: string | null;
  rank: number | null;
  /** How far the own quote is behind the best (0 when it is the best); null when unknown. */
  gap: string | null;
}

/** The supplier's place in the race from the ranking the server sent it. */
export function standingOf(ranking: RankingView | null, style: QuotingStyle, disclosure: number): StandingFigures {
  const supplier = ranking?.kind === 'supplier' ? ranking : null;
  const best = supplier?.entries[0]?.amount ?? null;
  const own = supplier?.own?.amount ?? null;
  const rank = supplier?.own?.rank ?? null;
  let gap: string | null = null;
  if (best !== null && own !== null) {
    const behind =
      style === 'descending' || style === 'sealed' ? new Money(own).minus(best) : new Money(best).minus(own);
    gap = (behind.isNegative() ? new Money(0) : behind).toFixed(2);
  }
  return { best, bestVisible: disclosure >= 2, own, rank, gap };
}
