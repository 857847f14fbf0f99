import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { AppDeps, RequestContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { relayOf } from '../../events/relay.ts';
import { createBatchQueue } from '../../db/batch-queue.ts';
import { lockProjectRow } from './facts.ts';
import { submitQuoteBatch, type QuoteCall, type QuoteOutcome } from './service.ts';

/**
 * Enough to keep a hot project's lock busy while the next batch gathers, and few enough that
 * one batch's answers and published messages (each quote.accepted carries the whole ranking)
 * stay small.
 */
const MAX_BATCH = 50;

/**
 * Tries of a batch without the project lock before it takes the lock: another api process or
 * an operator action may change the project between a batch's read and its write (the write
 * then stores nothing), and a batch that keeps losing must still get through.
 */
const OPTIMISTIC_TRIES = 2;

const queues = new WeakMap<AppDeps, (key: string, call: QuoteCall) => Promise<QuoteOutcome>>();

/**
 * Quote/Submit. The quotes of one project wait in this process's queue and are decided a
 * batch at a time, each batch in two statements (service.ts); each call gets its own answer
 * or error.
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
    const { outcomes, rows } = await decideBatch(deps, calls);
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

async function decideBatch(deps: AppDeps, calls: QuoteCall[]) {
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries += 1) {
    const result = await submitQuoteBatch(deps.db, calls);
    if (result.written) return result;
  }
  const { ctx, input } = calls[0]!;
  const result = await deps.db.transaction(async (tx) => {
    await lockProjectRow(tx, ctx.tenantId, input.projectId);
    return submitQuoteBatch(tx, calls);
  });
  if (!result.written) throw new Error(`quote batch of project ${input.projectId} not written under the project lock`);
  return result;
}
