import { compareAmounts, type AmountInput } from './money.ts';
import { WINBID_RULES, type WinbidRule } from './winbid-rules.ts';

export type RankDirection = 'lowest-first' | 'highest-first';

/** Ascending auctions (2 highest price, 8 highest rate) rank the highest first; all others the lowest. */
export function rankDirection(rule: WinbidRule): RankDirection {
  const style = WINBID_RULES[rule].quoting;
  return style === 'ascending' || style === 'ascending-rate' ? 'highest-first' : 'lowest-first';
}

/** An accepted quote as far as ranking needs it. `seq` is the project stream's event seq. */
export interface RankableQuote {
  supplierId: number;
  amount: AmountInput;
  /** Server acceptance time, epoch ms. */
  acceptedAt: number;
  seq: number;
  /** False when the quote was invalidated (e.g. the supplier was disqualified); default true. */
  valid?: boolean;
}

/** The supplier's latest valid quote, its place (1 = best) and how many quotes it accepted. */
export type Ranked<Q extends RankableQuote> = Q & { rank: number; quoteCount: number };

/**
 * Total order of quotes: amount in the method's direction, then the earlier server acceptance,
 * then the lower seq (docs/rules.md "The quote window"), then the lower supplier id so that even malformed
 * input (equal seq) sorts the same whatever order it arrives in.
 */
export function compareQuotes(direction: RankDirection): (a: RankableQuote, b: RankableQuote) => number {
  return (a, b) => {
    const byAmount = compareAmounts(a.amount, b.amount);
    if (byAmount !== 0) return direction === 'lowest-first' ? byAmount : -byAmount;
    return a.acceptedAt - b.acceptedAt || a.seq - b.seq || a.supplierId - b.supplierId;
  };
}

/** Later in the stream wins: the higher seq, then the later acceptance. */
function isLater(a: RankableQuote, b: RankableQuote): boolean {
  return a.seq !== b.seq ? a.seq > b.seq : a.acceptedAt > b.acceptedAt;
}

/** Each supplier's latest valid quote, with the count of all its accepted quotes. */
export function latestPerSupplier<Q extends RankableQuote>(
  quotes: readonly Q[],
): Array<{ quote: Q; quoteCount: number }> {
  const bySupplier = new Map<number, { quote: Q | null; quoteCount: number }>();
  for (const quote of quotes) {
    const entry = bySupplier.get(quote.supplierId) ?? { quote: null, quoteCount: 0 };
    entry.quoteCount += 1;
    if (quote.valid !== false && (entry.quote === null || isLater(quote, entry.quote))) entry.quote = quote;
    bySupplier.set(quote.supplierId, entry);
  }
  const latest: Array<{ quote: Q; quoteCount: number }> = [];
  for (const { quote, quoteCount } of bySupplier.values()) if (quote) latest.push({ quote, quoteCount });
  return latest;
}

/** The ranking of a project's quotes: one entry per supplier with a valid quote, best first. */
export function rankQuotes<Q extends RankableQuote>(quotes: readonly Q[], direction: RankDirection): Array<Ranked<Q>> {
  const order = compareQuotes(direction);
  return (
    latestPerSupplier(quotes)
      .sort((a, b) => order(a.quote, b.quote))
      // Object.assign, not `{ ...quote, rank, quoteCount }`: on Node 20 that spread gets a hidden
      // class of its own on every run.
      .map(({ quote, quoteCount }, index) => Object.assign({}, quote, { rank: index + 1, quoteCount }))
  );
}

/** Number of suppliers with a valid quote: what minBidders is checked against. */
export function countValidBidders(quotes: readonly RankableQuote[]): number {
  return latestPerSupplier(quotes).length;
}
