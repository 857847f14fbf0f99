import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import { createBatchQueue } from '../../db/batch-queue.ts';
import type { RequestContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { decideQuoteBatch, type QuoteCall, type QuoteOutcome } from './service.ts';

/**
 * Enough to keep a hot project's lock busy while the next batch gathers, and few enough that
 * one batch's answers and published messages stay small.
 */
const MAX_BATCH = 50;

/** Quote/Submit as the app runs it: one per app (createApp, app.ts). */
export type QuoteDesk = {
  submit: (ctx: RequestContext, input: QuoteSubmitInput) => Promise<QuoteSubmitResult>;
};

/**
 * The quotes of one project wait in one queue and are decided a batch at a time, one batch
 * after the other (service.ts: one transaction each): the calls that arrive while a batch runs
 * make up the next one. A lone quote runs at once, so a quiet project pays nothing for it.
 */
export function createQuoteDesk(): QuoteDesk {
  const queue = createBatchQueue(runBatch, MAX_BATCH);
  return {
    async submit(ctx, input) {
      const outcome = await queue(`${ctx.tenantId}:${input.projectId}`, { ctx, input });
      if (!outcome.ok) throw outcome.error;
      return outcome.result;
    },
  };
}

/** Quote/Submit's handler. */
export const submitQuote = (ctx: RequestContext, input: QuoteSubmitInput) => ctx.deps.quotes.submit(ctx, input);

async function runBatch(calls: QuoteCall[]): Promise<QuoteOutcome[]> {
  try {
    return (await decideQuoteBatch(calls)).outcomes;
  } catch (error) {
    // A refusal of the whole project (not found) is every call's answer. Anything else is
    // unexpected: decide each call alone, so that one bad call cannot fail the others.
    if (calls.length === 1 || error instanceof ApiError) return calls.map(() => ({ ok: false, error }));
    const outcomes: QuoteOutcome[] = [];
    for (const call of calls) outcomes.push(...(await runBatch([call])));
    return outcomes;
  }
}
