import type { QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { viewOfRanking, type RankingEntry, type SupplierRankingView } from '@bidhall/domain/disclosure';
import type { Language } from '@bidhall/domain/lang';
import { quoteRefusalMessage, type BiddingSettings, type QuoteDecision, type QuoteRefusal } from '@bidhall/domain/quote-rules';
import { isSealed, type WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { earlierAcceptance, type Earlier } from './facts.ts';

/** Who the answer is for: the quoting supplier sees the ranking as its disclosure mode allows. */
export type Viewer = { supplierId: number; settings: BiddingSettings; rule: WinbidRule; lang: Language; clientQuoteId: string };
export type Answer = QuoteSubmitResult;

export function standingFor(viewer: Viewer, ranking: readonly RankingEntry[]): SupplierRankingView {
  return viewOfRanking([...ranking], 'self', {
    disclosure: viewer.settings.disclosure,
    sealed: isSealed(viewer.rule),
    windowEnded: false,
    opened: false,
    viewerSupplierId: viewer.supplierId,
    maxQuotes: viewer.settings.maxQuotes,
  }) as SupplierRankingView;
}

export function refusedAnswer(reason: QuoteRefusal, viewer: Viewer): Answer {
  return { accepted: false, clientQuoteId: viewer.clientQuoteId, reason, message: quoteRefusalMessage(reason, viewer.lang) };
}

type Accepted = { quoteId: number; seq: number; decision: Extract<QuoteDecision, { accepted: true }>; acceptedAt: number; window: ProjectWindow; ranking: readonly RankingEntry[] };

export function acceptedAnswer(a: Accepted, viewer: Viewer): Answer {
  return {
    accepted: true,
    quoteId: String(a.quoteId),
    clientQuoteId: viewer.clientQuoteId,
    seq: a.seq,
    amount: a.decision.amount,
    acceptedAt: a.acceptedAt,
    isNewBest: a.decision.isNewBest,
    remainingQuotes: a.decision.remainingQuotes,
    replayed: false,
    window: a.window,
    standing: standingFor(viewer, a.ranking),
  };
}

/** The first answer to a clientQuoteId stored by an earlier call, rebuilt from what it stored. */
export async function replayAnswer(tx: Db, projectId: number, first: Earlier, viewer: Viewer, window: ProjectWindow, ranking: readonly RankingEntry[]): Promise<Answer> {
  if (first.refusal || first.seq === null || !first.acceptedAt) return refusedAnswer((first.refusal ?? 'invalid-amount') as QuoteRefusal, viewer);
  const event = await earlierAcceptance(tx, projectId, first.seq);
  const maxQuotes = viewer.settings.maxQuotes;
  return {
    accepted: true,
    quoteId: String(first.id),
    clientQuoteId: viewer.clientQuoteId,
    seq: first.seq,
    amount: first.amount,
    acceptedAt: first.acceptedAt.getTime(),
    isNewBest: event?.isNewBest ?? false,
    remainingQuotes: maxQuotes === null ? null : Math.max(0, maxQuotes - (event?.quoteCount ?? 0)),
    replayed: true,
    window,
    standing: standingFor(viewer, ranking),
  };
}
