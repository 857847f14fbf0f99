import { z } from 'zod';
import { QUOTE_REFUSALS } from '@bidhall/domain/quote-refusals';
import { Amount, Count, EpochMs, Id, Seq } from './realtime/primitives.ts';
import { SupplierRankingView } from './realtime/views.ts';
import { ProjectWindow } from './realtime/window.ts';

/**
 * A decimal as typed by the user: "1234.5" or 1234.5, plain digits below 1e15 (no "0x1", no
 * "1e3", no blank); the domain checks the rest (two decimals, above zero, the method's range).
 */
const Decimalish = z.union([
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}(\.\d{1,12})?$/, 'validation.amount'),
  z.number().gt(-1e15).lt(1e15),
]);

/**
 * POST Quote/Submit. `amount` for price methods, `discountRate` for the discount-rate method
 * (winbidRule 8); exactly one of them. `clientQuoteId` is made by the client once per quote
 * and re-sent on every retry: the same id is always the same quote.
 */
export const QuoteSubmitInput = z
  .strictObject({
    projectId: Id,
    amount: Decimalish.optional(),
    discountRate: Decimalish.optional(),
    clientQuoteId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.:-]+$/, 'validation.clientQuoteId'),
  })
  .refine((q) => (q.amount === undefined) !== (q.discountRate === undefined), {
    message: 'validation.amountOrRate',
    path: ['amount'],
  });
export type QuoteSubmitInput = z.infer<typeof QuoteSubmitInput>;

export const QuoteRefusalCode = z.enum(QUOTE_REFUSALS);
export type QuoteRefusalCode = z.infer<typeof QuoteRefusalCode>;

/**
 * The accepted quote and the supplier's own view of the ranking right after it. Nothing here
 * depends on the rivals beyond what the project's disclosure mode shows the supplier
 * (`standing`, cut by the audience policy): whether the quote is the new best is not said, as
 * under mode 1 it would tell a bidder that a rival is lower.
 */
export const QuoteAccepted = z.strictObject({
  accepted: z.literal(true),
  quoteId: z.string().min(1).max(100),
  clientQuoteId: z.string(),
  /**
   * The quote's seq in its supplier's view of the stream (view-seq.ts), as its echo on the
   * supplier's socket carries it: never the hall's seq, which counts events it is not sent.
   */
  seq: Seq,
  amount: Amount,
  acceptedAt: EpochMs,
  remainingQuotes: Count.nullable(),
  /** True when this clientQuoteId had already been accepted: the first result, no new quote. */
  replayed: z.boolean(),
  window: ProjectWindow,
  standing: SupplierRankingView,
});

/** A refused quote: nothing was stored; `message` is in the caller's language. */
export const QuoteRefused = z.strictObject({
  accepted: z.literal(false),
  clientQuoteId: z.string(),
  reason: QuoteRefusalCode,
  message: z.string(),
});

export const QuoteSubmitResult = z.discriminatedUnion('accepted', [QuoteAccepted, QuoteRefused]);
export type QuoteSubmitResult = z.infer<typeof QuoteSubmitResult>;
