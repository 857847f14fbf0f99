import diagnostics_channel from 'node:diagnostics_channel';
import type { QuoteCall } from './service.ts';

/** Where a Quote/Submit call is on its way: waiting in its project's queue, its batch decided, written. */
export type QuoteStage = 'queued' | 'deciding' | 'writing' | 'written';
export type QuoteStageMessage = { clientQuoteId: string; stage: QuoteStage; at: number };

/**
 * The quote path's stages, for a subscriber that times them (the quote bench's BENCH_TRACE,
 * bench/quote-trace.ts): which step a slow quote waited in. Nothing is built or sent while
 * nobody subscribes. `at` is epoch milliseconds with a fraction (timeOrigin + now), so that
 * another process's clock (the load generator's) can be set beside it.
 */
export const quoteStages = diagnostics_channel.channel('bidhall.quote.stage');

/** The clock a stage's `at` reads, for a subscriber in another process to read too. */
export const stageClock = () => performance.timeOrigin + performance.now();

/** `calls`: a batch's, or one call. */
export function publishStage(calls: readonly QuoteCall[] | QuoteCall, stage: QuoteStage): void {
  if (!quoteStages.hasSubscribers) return;
  const at = stageClock();
  for (const call of Array.isArray(calls) ? calls : [calls])
    quoteStages.publish({ clientQuoteId: call.input.clientQuoteId, stage, at } satisfies QuoteStageMessage);
}
