import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import { viewOfRanking, type SupplierRankingView } from '@bidhall/domain/disclosure';
import { tryParseAmount } from '@bidhall/domain/money';
import { decideQuote, quoteRefusalMessage, type QuoteRefusal } from '@bidhall/domain/quote-rules';
import { isSealed, isWinbidRule, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { quotes } from '../../db/lifecycle-schema.ts';
import { requireSession, type RequestContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { publishAfterCommit } from '../../events/relay.ts';
import { settingsOf, windowOf, type ProjectRow } from '../hall/window.ts';
import { earlierAcceptance, findEarlier, lockForQuote, type Earlier } from './facts.ts';
import { recordAcceptedQuote } from './record.ts';
import { loadStandings, rankStandings } from './standings.ts';

/**
 * Quote/Submit: decided under the project row lock by the server clock (RULES.md "The quote
 * window"); the same clientQuoteId always gets its first answer back and never a second quote.
 */
export async function submitQuote(ctx: RequestContext, input: QuoteSubmitInput): Promise<QuoteSubmitResult> {
  const session = requireSession(ctx);
  const locked = await lockForQuote(ctx.db, ctx.tenantId, input.projectId, session.userId, input.clientQuoteId);
  const { project, settings: settingsRow, supplier: facts, earlier } = locked;
  // The clock is read under the lock: acceptance times then grow with the seq.
  const now = ctx.deps.now().getTime();
  if (!facts) throw forbidden();
  const settings = settingsOf(settingsRow);
  const rule = isWinbidRule(project.winbidRule) ? project.winbidRule : 1;
  const refused = (reason: QuoteRefusal): QuoteSubmitResult => ({
    accepted: false,
    clientQuoteId: input.clientQuoteId,
    reason,
    message: quoteRefusalMessage(reason, ctx.lang),
  });
  const standings = await loadStandings(ctx.db, project.id);
  const standingOf = (ranking: ReturnType<typeof rankStandings>) =>
    viewOfRanking(ranking, 'self', {
      disclosure: settings.disclosure,
      sealed: isSealed(rule),
      windowEnded: false,
      opened: false,
      viewerSupplierId: facts.supplierId,
      maxQuotes: settings.maxQuotes,
    }) as SupplierRankingView;

  // The first answer to this clientQuoteId, rebuilt from what it stored.
  const replay = async (first: Earlier): Promise<QuoteSubmitResult> => {
    if (first.refusal || first.seq === null || !first.acceptedAt) return refused((first.refusal ?? 'invalid-amount') as QuoteRefusal);
    const event = await earlierAcceptance(ctx.db, project.id, first.seq);
    return {
      accepted: true,
      quoteId: String(first.id),
      clientQuoteId: input.clientQuoteId,
      seq: first.seq,
      amount: first.amount,
      acceptedAt: first.acceptedAt.getTime(),
      isNewBest: event?.isNewBest ?? false,
      remainingQuotes: settings.maxQuotes === null ? null : Math.max(0, settings.maxQuotes - (event?.quoteCount ?? 0)),
      replayed: true,
      window: windowOf(project),
      standing: standingOf(rankStandings(standings, rule)),
    };
  };
  // A retry that waited for the lock behind its own first attempt read the attempts before
  // that one committed: when the insert meets the first attempt, its answer is the replay.
  const replayConcurrent = async () => replay((await findEarlier(ctx.db, project.id, facts.supplierId, input.clientQuoteId))!);
  if (earlier) return replay(earlier);

  const ranking = rankStandings(standings, rule);
  const own = standings.find((s) => s.supplierId === facts.supplierId);
  const decision = decideQuote({
    project: quoteProject(project, rule),
    settings,
    signUp: facts.signUpStatus === null ? null : { status: facts.signUpStatus },
    // The rules look only at the count of own quotes and the last one.
    ownQuotes: own ? Array.from({ length: own.quoteCount }, () => ({ amount: own.amount })) : [],
    best: ranking[0] ?? null,
    extensionsSoFar: project.extensions,
    extendedSecondsSoFar: project.extendedSeconds,
    amount: input.discountRate ?? input.amount,
    now,
  });
  if (!decision.accepted) {
    const stored = await storeRefusal(ctx, project, facts.supplierId, input, decision.reason);
    return stored ? refused(decision.reason) : replayConcurrent();
  }
  const recorded = await recordAcceptedQuote(ctx, { project, rule, settings, facts, standings, decision, clientQuoteId: input.clientQuoteId, now });
  if (!recorded) return replayConcurrent();
  publishAfterCommit(ctx, recorded.rows);
  return {
    accepted: true,
    quoteId: recorded.quoteId,
    clientQuoteId: input.clientQuoteId,
    seq: recorded.seq,
    amount: decision.amount,
    acceptedAt: now,
    isNewBest: decision.isNewBest,
    remainingQuotes: decision.remainingQuotes,
    replayed: false,
    window: recorded.window,
    standing: standingOf(recorded.ranking),
  };
}

function quoteProject(project: ProjectRow, rule: WinbidRule) {
  const closed = project.windowClosedAt !== null;
  return {
    state: project.state,
    winbidRule: rule,
    uppriceFromTime: project.uppriceFromTime?.getTime() ?? Number.POSITIVE_INFINITY,
    // Once the window-end job ran, the window stays shut whatever the clock of this process says.
    uppriceToTime: closed ? Number.NEGATIVE_INFINITY : (project.uppriceToTime?.getTime() ?? Number.NEGATIVE_INFINITY),
    paused: project.paused,
  };
}

// A refusal is kept so that a retry with the same clientQuoteId gets the same answer; an
// amount that does not even parse cannot be stored, and a retry is refused the same way anyway.
// False: a concurrent first attempt of this clientQuoteId got there first.
async function storeRefusal(ctx: RequestContext, project: ProjectRow, supplierId: number, input: QuoteSubmitInput, reason: QuoteRefusal): Promise<boolean> {
  const amount = tryParseAmount(input.discountRate ?? input.amount);
  if (!amount.ok) return true;
  const stored = await ctx.db
    .insert(quotes)
    .values({
      tenantId: ctx.tenantId,
      projectId: project.id,
      supplierId,
      userId: requireSession(ctx).userId,
      clientQuoteId: input.clientQuoteId,
      amount: amount.value.toFixed(2),
      refusal: reason,
    })
    .onConflictDoNothing({ target: [quotes.projectId, quotes.supplierId, quotes.clientQuoteId] })
    .returning({ id: quotes.id });
  return stored.length > 0;
}
