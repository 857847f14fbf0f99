import { disclosureContextOf } from '@bidhall/contracts/hall';
import type { QuoteSubmitResult } from '@bidhall/contracts/quote';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { RankingEntry, SupplierRankingView } from '@bidhall/contracts/realtime/views';
import { viewOfRanking } from '@bidhall/domain/disclosure';
import type { Language } from '@bidhall/domain/lang';
import {
  quoteRefusalMessage,
  type BiddingSettings,
  type QuoteDecision,
  type QuoteRefusal,
} from '@bidhall/domain/quote-rules';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Db } from '../../db/database.ts';
import { viewSeqsAt } from '../../events/view-census.ts';
import { earlierAcceptance, type Earlier } from './facts.ts';

/** Who the answer is for: the quoting supplier sees the ranking as its disclosure mode allows. */
export type Viewer = {
  supplierId: number;
  settings: BiddingSettings;
  rule: WinbidRule;
  lang: Language;
  clientQuoteId: string;
};
export type Answer = QuoteSubmitResult;

/**
 * The quoting supplier's cut of the ranking, by the same audience policy and disclosure context
 * as its socket's quote:accepted (contracts/hall.ts): a quote is answered while the window is open.
 */
function standingFor(viewer: Viewer, ranking: readonly RankingEntry[]): SupplierRankingView {
  const context = {
    winbidRule: viewer.rule,
    disclosure: viewer.settings.disclosure,
    maxQuotes: viewer.settings.maxQuotes,
  };
  const view = viewOfRanking(ranking, 'self', disclosureContextOf(context, false, viewer.supplierId));
  if (view.kind !== 'supplier') throw new Error(`the 'self' audience is cut a supplier view, got '${view.kind}'`);
  return view;
}

export function refusedAnswer(reason: QuoteRefusal, viewer: Viewer): Answer {
  return {
    accepted: false,
    clientQuoteId: viewer.clientQuoteId,
    reason,
    message: quoteRefusalMessage(reason, viewer.lang),
  };
}

type Accepted = {
  quoteId: number;
  /** The quote's seq in its supplier's view of the stream (events/view-census.ts). */
  viewSeq: number;
  decision: Extract<QuoteDecision, { accepted: true }>;
  acceptedAt: number;
  window: ProjectWindow;
  ranking: readonly RankingEntry[];
};

export function acceptedAnswer(a: Accepted, viewer: Viewer): Answer {
  const standing = standingFor(viewer, a.ranking);
  return {
    accepted: true,
    quoteId: String(a.quoteId),
    clientQuoteId: viewer.clientQuoteId,
    seq: a.viewSeq,
    amount: a.decision.amount,
    acceptedAt: a.acceptedAt,
    remainingQuotes: a.decision.remainingQuotes,
    replayed: false,
    window: a.window,
    standing,
  };
}

/** The first answer to a clientQuoteId stored by an earlier call, rebuilt from what it stored. */
export async function replayAnswer(
  tx: Db,
  projectId: number,
  first: Earlier,
  viewer: Viewer,
  window: ProjectWindow,
  ranking: readonly RankingEntry[],
): Promise<Answer> {
  if (first.refusal || first.seq === null || !first.acceptedAt)
    return refusedAnswer((first.refusal ?? 'invalid-amount') as QuoteRefusal, viewer);
  const event = await earlierAcceptance(tx, projectId, first.seq);
  const viewSeq = (await viewSeqsAt(tx, projectId, 'supplier', viewer.supplierId, [first.seq])).get(first.seq) ?? 0;
  const maxQuotes = viewer.settings.maxQuotes;
  return {
    accepted: true,
    quoteId: String(first.id),
    clientQuoteId: viewer.clientQuoteId,
    seq: viewSeq,
    amount: first.amount,
    acceptedAt: first.acceptedAt.getTime(),
    remainingQuotes: maxQuotes === null ? null : Math.max(0, maxQuotes - (event?.quoteCount ?? 0)),
    replayed: true,
    window,
    standing: standingFor(viewer, ranking),
  };
}
