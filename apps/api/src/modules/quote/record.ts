import { eq, sql } from 'drizzle-orm';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { RankingEntry } from '@bidhall/domain/disclosure';
import type { BiddingSettings, QuoteDecision } from '@bidhall/domain/quote-rules';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { projects } from '../../db/lifecycle-schema.ts';
import type { RequestContext } from '../../http/context.ts';
import { appendProjectEvent, type OutboxRow } from '../../events/append.ts';
import { windowOf, type ProjectRow } from '../hall/window.ts';
import { insertAcceptedQuote, rankStandings, withStanding, type Standing } from './standings.ts';

export type AcceptedQuoteInput = {
  project: ProjectRow;
  rule: WinbidRule;
  settings: BiddingSettings;
  facts: { supplierId: number; companyName: string };
  standings: readonly Standing[];
  decision: Extract<QuoteDecision, { accepted: true }>;
  clientQuoteId: string;
  now: number;
};

/**
 * Writes an accepted quote in the caller's transaction (the project row is locked): the
 * quote with the next seq, the bidder's standing, the quote.accepted record entry and, when
 * soft close extends the window, the new end and its window.changed entry. Null, with
 * nothing written, when a concurrent first attempt of this clientQuoteId was stored first.
 */
export async function recordAcceptedQuote(ctx: RequestContext, q: AcceptedQuoteInput) {
  const { project, facts, decision } = q;
  const seq = project.lastSeq + 1;
  const acceptedAt = new Date(q.now);
  const previous = q.standings.find((s) => s.supplierId === facts.supplierId);
  const standing: Standing = { supplierId: facts.supplierId, companyName: facts.companyName, amount: decision.amount, acceptedAt: q.now, seq, quoteCount: (previous?.quoteCount ?? 0) + 1 };
  const ranking = rankStandings(withStanding(q.standings, standing), q.rule);
  const inserted = await insertAcceptedQuote(ctx.db, { tenantId: ctx.tenantId, projectId: project.id, userId: ctx.session!.userId, clientQuoteId: q.clientQuoteId, standing });
  if (inserted === null) return null;
  const quoteId = String(inserted);
  const accepted = await appendProjectEvent(ctx.db, {
    tenantId: ctx.tenantId,
    projectId: project.id,
    type: 'quote.accepted',
    at: acceptedAt,
    head: project,
    payload: (s) => ({
      projectId: project.id,
      quoteId,
      supplierId: facts.supplierId,
      companyName: facts.companyName,
      amount: decision.amount,
      acceptedAt: q.now,
      seq: s,
      quoteCount: standing.quoteCount,
      isNewBest: decision.isNewBest,
      ranking,
      context: { winbidRule: q.rule, disclosure: q.settings.disclosure, maxQuotes: q.settings.maxQuotes },
    }),
  });
  // The seq was taken under the lock held since the decision; anything else is a bug.
  if (accepted.seq !== seq) throw new Error(`quote seq ${seq} but the stream gave ${accepted.seq}`);
  const rows: OutboxRow[] = [accepted];
  let window: ProjectWindow = windowOf(project);
  if (decision.newEndsAt !== undefined && decision.extendedBySeconds !== undefined) {
    const head = { lastSeq: accepted.seq!, lastHash: accepted.hash! };
    const extended = await extendWindow(ctx, project, head, decision.newEndsAt, decision.extendedBySeconds, acceptedAt);
    rows.push(extended.row);
    window = extended.window;
  }
  return { quoteId, seq, ranking: ranking as RankingEntry[], window, rows };
}

async function extendWindow(ctx: RequestContext, project: ProjectRow, head: { lastSeq: number; lastHash: string }, newEndsAt: number, seconds: number, at: Date) {
  const [updated] = await ctx.db
    .update(projects)
    .set({
      uppriceToTime: new Date(newEndsAt),
      extensions: sql`${projects.extensions} + 1`,
      extendedSeconds: sql`${projects.extendedSeconds} + ${seconds}`,
      windowVersion: sql`${projects.windowVersion} + 1`,
    })
    .where(eq(projects.id, project.id))
    .returning();
  const window = windowOf(updated!);
  const row = await appendProjectEvent(ctx.db, {
    tenantId: ctx.tenantId,
    projectId: project.id,
    type: 'window.changed',
    at,
    head,
    payload: { kind: 'extended', window, reason: null },
  });
  return { row, window };
}
