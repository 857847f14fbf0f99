import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { AppDeps, RequestContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { relayOf } from '../../events/relay.ts';
import { createBatchQueue } from '../../db/batch-queue.ts';
import { submitQuoteBatch, type QuoteCall, type QuoteOutcome } from './service.ts';

/**
 * Enough to keep a hot project's lock busy while the next batch gathers, and few enough that
 * one batch's statements (each quote.accepted carries the whole ranking) stay small.
 */
const MAX_BATCH = 50;

const queues = new WeakMap<AppDeps, (key: string, call: QuoteCall) => Promise<QuoteOutcome>>();

/**
 * Quote/Submit. The quotes of one project wait in this process's queue, before any database
 * connection is taken (the project lock serialises them anyway, across processes too), and
 * are decided a batch per transaction; each call gets its own answer or error.
 */
export async function submitQuote(ctx: RequestContext, input: QuoteSubmitInput): Promise<QuoteSubmitResult> {
  let queue = queues.get(ctx.deps);
  if (!queue) queues.set(ctx.deps, (queue = createBatchQueue((calls: QuoteCall[]) => runBatch(ctx.deps, calls), MAX_BATCH)));
  const outcome = await queue(`${ctx.tenantId}:${input.projectId}`, { ctx, input });
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

async function runBatch(deps: AppDeps, calls: QuoteCall[]): Promise<QuoteOutcome[]> {
  try {
    const { outcomes, rows } = await deps.db.transaction((tx) => submitQuoteBatch(tx, calls));
    if (rows.length > 0) relayOf(deps).publish(rows).catch((error: unknown) => deps.logger.warn({ err: error }, 'quote: publishing failed; the sweeper will resend'));
    return outcomes;
  } catch (error) {
    // A refusal of the whole project (not found) is every call's answer. Anything else is
    // unexpected: decide each call alone, so that one bad call cannot fail the others.
    if (calls.length === 1 || error instanceof ApiError) return calls.map(() => ({ ok: false, error }));
    const outcomes: QuoteOutcome[] = [];
    for (const call of calls) outcomes.push(...(await runBatch(deps, [call])));
    return outcomes;
  }
}
