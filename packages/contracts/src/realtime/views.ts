import { z } from 'zod';
import type * as D from '@bidhall/domain/disclosure';
import { Amount, Count, EpochMs, Id, Seq, type Same } from './primitives.ts';

/**
 * Wire schemas of the disclosure views (@bidhall/domain/disclosure computes them). They are
 * strict: a field the domain did not put in a view fails validation instead of riding along,
 * so a gateway test that parses what it emitted also proves nothing leaked. The `satisfies`
 * lines fail to compile when a schema and its domain type drift apart.
 */

export const RankingEntry = z.strictObject({
  rank: z.number().int().positive(),
  supplierId: Id,
  companyName: z.string(),
  amount: Amount,
  acceptedAt: EpochMs,
  seq: Seq,
  quoteCount: z.number().int().positive(),
});
export type RankingEntry = z.infer<typeof RankingEntry>;
/**
 * A project's ranking: every bidder's latest quote, ranked (@bidhall/domain/ranking-lines). The
 * api decides it, the bus carries it whole, and each audience gets its cut of it
 * (RankingView, quote:accepted views) by the disclosure policy, built where it is sent.
 */
export const Ranking = z.array(RankingEntry);
export type Ranking = z.infer<typeof Ranking>;

export const HiddenView = z.strictObject({ kind: z.literal('hidden') });
export const CountsView = z.strictObject({ kind: z.literal('counts'), bidderCount: Count, quoteCount: Count });
export const FullRankingView = z.strictObject({ kind: z.literal('full'), entries: z.array(RankingEntry) });

export const SealedBidder = z.strictObject({
  supplierId: Id,
  companyName: z.string(),
  acceptedAt: EpochMs,
  quoteCount: z.number().int().positive(),
});
export const SealedRankingView = z.strictObject({
  kind: z.literal('sealed'),
  bidderCount: Count,
  bidders: z.array(SealedBidder),
});

export const OwnStanding = z.strictObject({
  amount: Amount,
  rank: z.number().int().positive().nullable(),
  quoteCount: z.number().int().positive(),
  remainingQuotes: Count.nullable(),
});
export type OwnStanding = z.infer<typeof OwnStanding>;
export const PublicEntry = z.strictObject({
  rank: z.number().int().positive(),
  amount: Amount,
  companyName: z.string().optional(),
});
export const SupplierRankingView = z.strictObject({
  kind: z.literal('supplier'),
  own: OwnStanding.nullable(),
  entries: z.array(PublicEntry),
});
export type SupplierRankingView = z.infer<typeof SupplierRankingView>;

/** One audience's view of a project's ranking (hall:snapshot, quotes:opened). */
export const RankingView = z.discriminatedUnion('kind', [
  HiddenView,
  CountsView,
  FullRankingView,
  SealedRankingView,
  SupplierRankingView,
]);
export type RankingView = z.infer<typeof RankingView>;

/**
 * quote:accepted for agency and purchaser in open auctions: the bidder's new entry of the
 * ranking view, which the client folds into the view it holds
 * (@bidhall/domain/ranking-view-after rankingViewAfterQuote).
 */
export const FullQuoteView = z.strictObject({ kind: z.literal('full'), quote: RankingEntry, isNewBest: z.boolean() });
/** quote:accepted for agency and purchaser under sealed methods: the bidder's sealed line, no amount, no rank. */
export const SealedQuoteView = z.strictObject({ kind: z.literal('sealed'), quote: SealedBidder, bidderCount: Count });
/** quote:accepted for suppliers: the public line (modes 2-3), the own confirmation, the standing. */
export const SupplierQuoteView = z.strictObject({
  kind: z.literal('supplier'),
  quote: PublicEntry.nullable(),
  own: z
    .strictObject({
      amount: Amount,
      acceptedAt: EpochMs,
      seq: Seq,
      quoteCount: z.number().int().positive(),
      remainingQuotes: Count.nullable(),
    })
    .nullable(),
  standing: SupplierRankingView,
});
/** quote:accepted for the big screen. */
export const ScreenQuoteView = CountsView;

export const QuoteAcceptedView = z.discriminatedUnion('kind', [
  FullQuoteView,
  SealedQuoteView,
  SupplierQuoteView,
  ScreenQuoteView,
]);
export type QuoteAcceptedView = z.infer<typeof QuoteAcceptedView>;

/** The full accepted-quote data, bus only (the gateway derives the views from it). */
export const QuoteAcceptedFull = z.strictObject({
  projectId: Id,
  quoteId: z.string().min(1).max(100),
  supplierId: Id,
  companyName: z.string(),
  amount: Amount,
  acceptedAt: EpochMs,
  seq: Seq,
  quoteCount: z.number().int().positive(),
  isNewBest: z.boolean(),
  ranking: Ranking,
});
export type QuoteAcceptedFull = z.infer<typeof QuoteAcceptedFull>;

true satisfies Same<RankingEntry, D.RankingEntry>;
true satisfies Same<RankingView, D.RankingView>;
true satisfies Same<SupplierRankingView, D.SupplierRankingView>;
true satisfies Same<QuoteAcceptedView, D.QuoteAcceptedView>;
true satisfies Same<QuoteAcceptedFull, D.QuoteAcceptedEvent>;
