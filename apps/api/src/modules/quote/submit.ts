import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { RequestContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { publishAfterCommit } from '../../events/relay.ts';
import { createBatchQueue } from '../../db/batch-queue.ts';
import type { Db } from '../../db/database.ts';
import { combinedQuoteStatements, singleQuoteStatements, type QuoteStatements } from './combining.ts';
import { batchStateReader, lockProjectRow } from './facts.ts';
import { createFactRefresh } from './fact-refresh.ts';
import { batchStateFromKept, createKeptStates, keptAfter, type KeptState } from './kept-state.ts';
import { createQuoteIdPool } from './quote-ids.ts';
import { quotersOf, submitQuoteBatch, type QuoteCall, type QuoteOutcome } from './service.ts';
import { publishStage } from './stage-channel.ts';

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
export type QuoteDesk = {
  submit: (ctx: RequestContext, input: QuoteSubmitInput) => Promise<QuoteSubmitResult>;
  /** Resolves once the background reads under way (fact-refresh.ts) have ended. */
  settled: () => Promise<void>;
};

/**
 * The quotes of one project wait in this process's queue and are decided a batch at a time,
 * each batch in two statements (service.ts) shared with other projects' batches
 * (combining.ts), or in its write alone while the project's state this process kept from its
 * last batch still holds (kept-state.ts); each call gets its own answer or error.
 */
export function createQuoteDesk(db: Db): QuoteDesk {
  const shared = combinedQuoteStatements(db);
  const desk: Desk = {
    db,
    shared,
    kept: createKeptStates(),
    facts: createFactRefresh(batchStateReader(db)),
    quoteIds: createQuoteIdPool(db),
  };
  const queue = createBatchQueue((calls: QuoteCall[]) => runBatch(desk, calls), MAX_BATCH);
  return {
    async submit(ctx, input) {
      const call = { ctx, input };
      publishStage(call, 'queued');
      const outcome = await queue(projectKey(ctx.tenantId, input.projectId), call);
      if (!outcome.ok) throw outcome.error;
      return outcome.result;
    },
    settled: desk.facts.settled,
  };
}

type Desk = {
  db: Db;
  shared: QuoteStatements;
  kept: ReturnType<typeof createKeptStates<KeptState>>;
  /** The quoters' facts read again in the background (fact-refresh.ts). */
  facts: ReturnType<typeof createFactRefresh>;
  quoteIds: ReturnType<typeof createQuoteIdPool>;
};

const projectKey = (tenantId: number, projectId: number) => `${tenantId}:${projectId}`;

/** Quote/Submit's handler. */
export const submitQuote = (ctx: RequestContext, input: QuoteSubmitInput) => ctx.deps.quotes.submit(ctx, input);

async function runBatch(desk: Desk, calls: QuoteCall[]): Promise<QuoteOutcome[]> {
  try {
    const { outcomes, rows } = await decideBatch(desk, calls);
    // The batch committed on its own: its calls have no transaction, so this publishes now.
    publishAfterCommit(calls[0]!.ctx, rows);
    return outcomes;
  } catch (error) {
    // A refusal of the whole project (not found) is every call's answer. Anything else is
    // unexpected: decide each call alone, so that one bad call cannot fail the others.
    if (calls.length === 1 || error instanceof ApiError) return calls.map(() => ({ ok: false, error }));
    const outcomes: QuoteOutcome[] = [];
    for (const call of calls) outcomes.push(...(await runBatch(desk, [call])));
    return outcomes;
  }
}

/**
 * On the kept state first, when there is one for every quoter; then on reads; then under the
 * project lock. Whatever the batch is written on is kept for the project's next batch.
 */
async function decideBatch(desk: Desk, calls: QuoteCall[]) {
  publishStage(calls, 'deciding');
  const { ctx, input } = calls[0]!;
  const key = projectKey(ctx.tenantId, input.projectId);
  const kept = desk.facts.keptWith(key, desk.kept.get(key));
  // Forgotten until a batch is written: a batch that fails must not leave a state behind.
  desk.kept.delete(key);
  const quoters = quotersOf(calls);
  // Before any read of this batch: its facts are taken as read no later than this.
  const started = performance.now();
  const given = kept && (await batchStateFromKept(kept, quoters, desk.quoteIds, started));
  let result = given ? await submitQuoteBatch(desk.shared, calls, given) : { written: false as const };
  for (let tries = 0; !result.written && tries < OPTIMISTIC_TRIES; tries += 1)
    result = await submitQuoteBatch(desk.shared, calls);
  if (!result.written)
    result = await desk.db.transaction(async (tx) => {
      await lockProjectRow(tx, ctx.tenantId, input.projectId);
      return submitQuoteBatch(singleQuoteStatements(tx), calls);
    });
  if (!result.written) throw new Error(`quote batch of project ${input.projectId} not written under the project lock`);
  // A read at the kept version saw nothing new: the kept quoters' facts still hold.
  const still = kept && (result.state === given || result.state.version === kept.version) ? kept : undefined;
  const read = { quoters, facts: result.state.quoters, readAt: result.state === given ? null : started };
  const left = keptAfter(result.after, read, still);
  desk.kept.set(key, left);
  desk.facts.start(key, left, { tenantId: ctx.tenantId, projectId: input.projectId, quoters });
  return result;
}
