import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import { tryParseAmount } from '@bidhall/domain/money';
import { decideQuote } from '@bidhall/domain/quote-rules';
import { isWinbidRule, quoteMemberOf, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { StreamRow } from '../../events/bus-message.ts';
import { settingsOf, type ProjectRow, type SettingsRow } from '../hall/window.ts';
import { acceptedAnswer, refusedAnswer, replayAnswer, type Viewer } from './answers.ts';
import type { QuoteStatements } from './combining.ts';
import { quoterKey, type BatchState } from './facts.ts';
import { createStreamPlan, quoteProject } from './record.ts';
import type { QuoteRowToStore } from './standings.ts';
import { rankLines, rankingAfterQuote, withLatestLine, type RankingLine } from '@bidhall/domain/ranking-lines';
import type { RankingEntry } from '@bidhall/domain/disclosure';
import { publishStage } from './stage-channel.ts';

/** One Quote/Submit call waiting in its project's batch. */
export type QuoteCall = { ctx: RequestContext; input: QuoteSubmitInput };
export type QuoteOutcome = { ok: true; result: QuoteSubmitResult } | { ok: false; error: unknown };
/**
 * A decided batch, or `written: false` when another writer changed the project first (or one
 * of its clientQuoteIds was stored, for a batch decided on a kept state). `state` is what it
 * was decided on; `after`, the project's state as it wrote it.
 */
export type BatchResult =
  | { written: true; outcomes: QuoteOutcome[]; rows: StreamRow[]; state: BatchState; after: WrittenState }
  | { written: false };
/** A project's bidding state as a batch wrote it, at the row's new version. */
type WrittenState = {
  project: ProjectRow;
  settings: SettingsRow | null;
  version: string;
  standings: readonly RankingLine[];
  /** The standings ranked, as the batch's last quote left them. */
  ranking: readonly RankingEntry[];
};

/**
 * Decides a batch of quotes of one project, in arrival order, by the server clock read after
 * the project's state was read (docs/rules.md "The quote window"): each quote sees the ones before
 * it, so the outcome is the one the calls would have had one by one. Two statements: one read
 * of everything the batch is decided on, one write of everything it decided, which stores
 * nothing if the project changed in between (the caller then tries again). A batch given its
 * state (`given`: what the project's last batch in this process wrote, kept-state.ts) is its
 * write alone. The same clientQuoteId always gets its first answer back and never a second quote.
 */
export async function submitQuoteBatch(
  statements: QuoteStatements,
  calls: readonly QuoteCall[],
  given?: BatchState,
): Promise<BatchResult> {
  const { db } = statements;
  const { tenantId, deps } = calls[0]!.ctx;
  const projectId = calls[0]!.input.projectId;
  const quoters = quotersOf(calls);
  const read = given ?? (await statements.read({ tenantId, projectId, quoters }));
  if (!read) throw notFound(projectId);
  const { quoters: facts, standings: stored, quoteIds } = read;
  let standings: RankingLine[] = stored;
  const settings = settingsOf(read.settings);
  const rule = isWinbidRule(read.project.winbidRule) ? read.project.winbidRule : 1;
  const plan = createStreamPlan(read.project, { tenantId, rule, settings });
  // Ranked once, or not at all when the kept state (kept-state.ts) brings the ranking its last
  // batch left; each accepted quote then places its bidder's new line by binary search
  // (rankingAfterQuote): sorting every bidder again per quote is what a hot project's batch
  // spent most of its time on, and at a batch a quote ranking once per batch still was.
  let ranking: readonly RankingEntry[] = read.ranking ?? rankLines(standings, rule);
  const toStore: QuoteRowToStore[] = [];
  const moved = new Map<number, RankingLine>();
  const outcomes: QuoteOutcome[] = [];
  // A repeat of a clientQuoteId within the batch gets the first one's answer.
  const firstInBatch = new Map<string, QuoteOutcome>();

  for (const [i, call] of calls.entries()) {
    const { input, ctx } = call;
    const fact = facts.get(quoterKey(quoters[i]!.userId, input.clientQuoteId));
    if (!fact) {
      outcomes.push({ ok: false, error: forbidden() });
      continue;
    }
    const misplaced = misplacedMember(input, rule);
    if (misplaced) {
      outcomes.push({ ok: false, error: misplaced });
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
      outcomes.push(asReplay(first));
      continue;
    }
    if (fact.earlier) {
      const answer = await replayAnswer(db, projectId, fact.earlier, viewer, plan.window(), ranking);
      outcomes.push({ ok: true, result: answer });
      continue;
    }
    // The clock is read after the state: a batch whose state another writer changed is not
    // written, so acceptance times grow with the seq.
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
    const quoteId = quoteIds[i]!;
    const userId = quoters[i]!.userId;
    let outcome: QuoteOutcome;
    if (!decision.accepted) {
      const amount = storableAmount(input);
      if (amount)
        toStore.push({
          id: quoteId,
          supplierId: fact.supplierId,
          userId,
          clientQuoteId: input.clientQuoteId,
          amount,
          seq: null,
          acceptedAt: null,
          refusal: decision.reason,
        });
      outcome = { ok: true, result: refusedAnswer(decision.reason, viewer) };
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
      toStore.push({
        id: quoteId,
        supplierId: fact.supplierId,
        userId,
        clientQuoteId: input.clientQuoteId,
        amount: decision.amount,
        seq,
        acceptedAt: now,
        refusal: null,
      });
      plan.quoteAccepted({ quoteId, seq, standing, ranking, decision, at: now });
      outcome = {
        ok: true,
        result: acceptedAnswer({ quoteId, seq, decision, acceptedAt: now, window: plan.window(), ranking }, viewer),
      };
    }
    firstInBatch.set(sameQuote, outcome);
    outcomes.push(outcome);
  }

  publishStage(calls, 'writing');
  const version = await plan.write(statements.write, read.version, toStore, [...moved.values()]);
  publishStage(calls, 'written');
  if (version === null) return { written: false };
  const after = { project: plan.written(), settings: read.settings, version, standings, ranking };
  return { written: true, outcomes, rows: plan.rows(), state: read, after };
}

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
export const quotersOf = (calls: readonly QuoteCall[]) =>
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
