import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { RequestContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { publishAfterCommit } from '../../events/relay.ts';
import { createBatchQueue } from '../../db/batch-queue.ts';
import type { Db } from '../../db/database.ts';
import { combinedQuoteStatements, singleQuoteStatements, type QuoteStatements } from './combining.ts';
import { lockProjectRow } from './facts.ts';
import { submitQuoteBatch, type QuoteCall, type QuoteOutcome } from './service.ts';

/**
 * Enough to keep a hot project's lock busy while the next batch gathers, and few enough that
 * one batch's answers and published messages stay small.
 */
const MAX_BATCH = 50;

/**
 * Tries of a batch without the project lock before it takes the lock: another api process or
 * an operator action may change the project between a batch's read and its write (the write
 * then stores nothing), and a batch that keeps losing must still get through.
 */
const OPTIMISTIC_TRIES = 2;

/** Quote/Submit as the app runs it: one per app (createApp, app.ts), on the app's shared database handle. */
export type QuoteDesk = { submit: (ctx: RequestContext, input: QuoteSubmitInput) => Promise<QuoteSubmitResult> };

/**
 * The quotes of one project wait in this process's queue and are decided a batch at a time,
 * each batch in two statements (service.ts) shared with other projects' batches
 * (combining.ts); each call gets its own answer or error.
 */
export function createQuoteDesk(db: Db): QuoteDesk {
  const shared = combinedQuoteStatements(db);
  const queue = createBatchQueue((calls: QuoteCall[]) => runBatch(db, shared, calls), MAX_BATCH);
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

async function runBatch(db: Db, shared: QuoteStatements, calls: QuoteCall[]): Promise<QuoteOutcome[]> {
  try {
    const { outcomes, rows } = await decideBatch(db, shared, calls);
    // The batch committed on its own: its calls have no transaction, so this publishes now.
    publishAfterCommit(calls[0]!.ctx, rows);
    return outcomes;
  } catch (error) {
    // A refusal of the whole project (not found) is every call's answer. Anything else is
    // unexpected: decide each call alone, so that one bad call cannot fail the others.
    if (calls.length === 1 || error instanceof ApiError) return calls.map(() => ({ ok: false, error }));
    const outcomes: QuoteOutcome[] = [];
    for (const call of calls) outcomes.push(...(await runBatch(db, shared, [call])));
    return outcomes;
  }
}

async function decideBatch(db: Db, shared: QuoteStatements, calls: QuoteCall[]) {
  for (let tries = 0; tries < OPTIMISTIC_TRIES; tries += 1) {
    const result = await submitQuoteBatch(shared, calls);
    if (result.written) return result;
  }
  const { ctx, input } = calls[0]!;
  const result = await db.transaction(async (tx) => {
    await lockProjectRow(tx, ctx.tenantId, input.projectId);
    return submitQuoteBatch(singleQuoteStatements(tx), calls);
  });
  if (!result.written) throw new Error(`quote batch of project ${input.projectId} not written under the project lock`);
  return result;
}
