import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { RankingEntry } from '@bidhall/domain/disclosure';
import { tryParseAmount } from '@bidhall/domain/money';
import { decideQuote } from '@bidhall/domain/quote-rules';
import { rankLines, rankingAfterQuote, withLatestLine, type RankingLine } from '@bidhall/domain/ranking-lines';
import { isWinbidRule, quoteMemberOf, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { appendProjectEvents, type OutboxRow } from '../../events/append.ts';
import { inOwnTransaction } from '../../events/own-transaction.ts';
import { censusCommitted, censusUpTo } from '../../events/census-cache.ts';
import { ownQuoteViewSeqs } from '../../events/view-census.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { settingsOf } from '../hall/window.ts';
import { acceptedAnswer, refusedAnswer, replayAnswer, type Viewer } from './answers.ts';
import { lockProjectWithSettings, quoterKey, readQuoterFacts } from './facts.ts';
import { createStreamPlan, quoteProject, storeWindow } from './record.ts';
import { loadStandings, storeQuotes, type QuoteRowToStore } from './standings.ts';

/** One Quote/Submit call waiting in its project's batch. */
export type QuoteCall = { ctx: RequestContext; input: QuoteSubmitInput };
export type QuoteOutcome = { ok: true; result: QuoteSubmitResult } | { ok: false; error: unknown };
/** A decided batch: each call's outcome, and the stream rows it appended (published once it committed). */
export type DecidedBatch = { outcomes: QuoteOutcome[]; rows: OutboxRow[] };

/**
 * An outcome, once the ids of the batch's stored quotes and each accepted quote's seq in its
 * supplier's view of the stream (by hall seq) are known.
 */
type Pending = (quoteIds: readonly number[], viewSeqs: ReadonlyMap<number, number>) => QuoteOutcome;

/**
 * Decides a batch of quotes of one project in one transaction (docs/rules.md "The quote
 * window"): locks the project row, reads what the rules need, decides each quote in arrival
 * order by the server clock read under the lock, each against the ones before it (so the
 * outcome is the one the calls would have had one by one), stores the quotes and the
 * bidders' standings and appends the stream events, which are published once it commits.
 * The same clientQuoteId always gets its first answer back and never a second quote.
 */
export function decideQuoteBatch(calls: readonly QuoteCall[]): Promise<DecidedBatch> {
  const { deps, tenantId } = calls[0]!.ctx;
  const projectId = calls[0]!.input.projectId;
  return inOwnTransaction(deps, async (tx, afterCommit) => {
    const locked = await lockProjectWithSettings(tx, tenantId, projectId);
    const quoters = quotersOf(calls);
    const facts = await readQuoterFacts(tx, projectId, quoters);
    let standings = await loadStandings(tx, projectId);
    const settings = settingsOf(locked.settings);
    const rule = isWinbidRule(locked.project.winbidRule) ? locked.project.winbidRule : 1;
    const plan = createStreamPlan(locked.project, { tenantId, rule, settings });
    // Ranked once; each accepted quote then places its bidder's new line (rankingAfterQuote).
    let ranking: readonly RankingEntry[] = rankLines(standings, rule);
    const toStore: QuoteRowToStore[] = [];
    const moved = new Map<number, RankingLine>();
    const outcomes: Pending[] = [];
    // A repeat of a clientQuoteId within the batch gets the first one's answer.
    const firstInBatch = new Map<string, Pending>();

    for (const [i, call] of calls.entries()) {
      const { input, ctx } = call;
      const fact = facts.get(quoterKey(quoters[i]!.userId, input.clientQuoteId));
      if (!fact) {
        outcomes.push(answered({ ok: false, error: forbidden() }));
        continue;
      }
      const misplaced = misplacedMember(input, rule);
      if (misplaced) {
        outcomes.push(answered({ ok: false, error: misplaced }));
        continue;
      }
      const viewer: Viewer = {
        supplierId: fact.supplierId,
        settings,
        rule,
        lang: ctx.lang,
        clientQuoteId: input.clientQuoteId,
      };
      const sameQuote = `${fact.supplierId}\u0000${input.clientQuoteId}`;
      const first = firstInBatch.get(sameQuote);
      if (first) {
        outcomes.push((ids, viewSeqs) => asReplay(first(ids, viewSeqs)));
        continue;
      }
      if (fact.earlier) {
        const answer = await replayAnswer(tx, projectId, fact.earlier, viewer, plan.window(), ranking);
        outcomes.push(answered({ ok: true, result: answer }));
        continue;
      }
      const now = deps.now().getTime();
      const own = standings.find((s) => s.supplierId === fact.supplierId);
      const decision = decideQuote({
        project: quoteProject(plan.project(), rule),
        settings,
        signUp: fact.signUpStatus === null ? null : { status: fact.signUpStatus },
        // The rules look only at the count of own quotes and the last one.
        ownQuotes: own ? { length: own.quoteCount, [own.quoteCount - 1]: { amount: own.amount } } : [],
        best: ranking[0] ?? null,
        extensionsSoFar: plan.project().extensions,
        extendedSecondsSoFar: plan.project().extendedSeconds,
        amount: input.discountRate ?? input.amount,
        now,
      });
      const stored = toStore.length;
      const quote = { supplierId: fact.supplierId, userId: quoters[i]!.userId, clientQuoteId: input.clientQuoteId };
      let outcome: Pending;
      if (!decision.accepted) {
        const amount = storableAmount(input);
        if (amount) toStore.push({ ...quote, amount, seq: null, acceptedAt: null, refusal: decision.reason });
        outcome = answered({ ok: true, result: refusedAnswer(decision.reason, viewer) });
      } else {
        const seq = plan.nextSeq();
        const standing: RankingLine = {
          supplierId: fact.supplierId,
          companyName: fact.companyName,
          amount: decision.amount,
          acceptedAt: now,
          seq,
          quoteCount: (own?.quoteCount ?? 0) + 1,
        };
        standings = withLatestLine(standings, standing);
        moved.set(fact.supplierId, standing);
        ranking = rankingAfterQuote(ranking, standing, rule);
        toStore.push({ ...quote, amount: decision.amount, seq, acceptedAt: now, refusal: null });
        plan.quoteAccepted({ quote: stored, seq, standing, decision, at: now });
        const accepted = { decision, acceptedAt: now, window: plan.window(), ranking };
        outcome = (ids, viewSeqs) => ({
          ok: true,
          result: acceptedAnswer({ ...accepted, quoteId: ids[stored]!, viewSeq: viewSeqs.get(seq)! }, viewer),
        });
      }
      firstInBatch.set(sameQuote, outcome);
      outcomes.push(outcome);
    }

    const where = { tenantId, projectId };
    const quoteIds = await storeQuotes(tx, where, toStore, [...moved.values()]);
    const window = plan.movedWindow();
    if (window) await storeWindow(tx, window);
    const rows = await appendProjectEvents(
      { db: tx, afterCommit, deps },
      { projectId, head: locked.project, events: plan.events(quoteIds) },
    );
    // Each accepted quote's seq in its supplier's view of the stream, which its answer shows as
    // its socket's echo does: the hall's seq would count the events the supplier is not sent
    // (a sealed auction's rival quotes).
    const census = (head: number) => censusUpTo(tx, deps, projectId, head);
    const viewSeqs = await ownQuoteViewSeqs(census, locked.project.lastSeq, rows);
    afterCommit(async () => censusCommitted(deps, projectId, locked.project.lastSeq, rows));
    return { outcomes: outcomes.map((outcome) => outcome(quoteIds, viewSeqs)), rows };
  });
}

const answered =
  (outcome: QuoteOutcome): Pending =>
  () =>
    outcome;

/**
 * A quote given in the member its project's method does not take: a 400, never a bid. A rate
 * read as an amount on a lowest-price project would be a bid of a few yuan.
 */
function misplacedMember(input: QuoteSubmitInput, rule: WinbidRule) {
  if (input[quoteMemberOf(rule)] !== undefined) return null;
  const [member, message] =
    quoteMemberOf(rule) === 'amount'
      ? (['discountRate', 'validation.rateNotForThisMethod'] as const)
      : (['amount', 'validation.amountNotForThisMethod'] as const);
  return badRequest({ key: 'error.validation' }, [{ message, members: [member] }]);
}

/** Who quotes in each call of a batch. */
const quotersOf = (calls: readonly QuoteCall[]) =>
  calls.map((c) => ({ userId: requireSession(c.ctx).userId, clientQuoteId: c.input.clientQuoteId }));

function asReplay(outcome: QuoteOutcome): QuoteOutcome {
  return outcome.ok && outcome.result.accepted ? { ok: true, result: { ...outcome.result, replayed: true } } : outcome;
}

// A refusal is kept so that a retry with the same clientQuoteId gets the same answer; an
// amount that does not even parse cannot be stored, and a retry is refused the same way anyway.
function storableAmount(input: QuoteSubmitInput): string | null {
  const amount = tryParseAmount(input.discountRate ?? input.amount);
  return amount.ok ? amount.value.toFixed(2) : null;
}
