import type { StreamBusDelta, StreamBusMessage } from '@bidhall/contracts/hall';
import { withRankingAfter } from '@bidhall/contracts/hall';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { keyOf, ViewSeqs, type ViewCensus } from '@bidhall/contracts/view-seq';
import { rankingAfterQuote } from '@bidhall/domain/ranking-lines';

/**
 * The ranking of each hall this node serves, and every view's own stream seq, as they stand
 * after the last event it handled. The bus carries a quote's line, not the ranking; each quote
 * is folded in here with the rule the api ranked it by (`rankingAfterQuote`), so its views are
 * built as if the ranking had come with it; and each event is counted into the seqs of the
 * views it is sent (contracts/view-seq.ts), so each view's frames are numbered in its own
 * sequence. Both are learnt from the api (Hall/RankingAt) before a hall's first event here,
 * and again after anything the node did not see (a gap repaired by snapshots).
 */
export class HallRankings {
  private readonly held = new Map<number, { seq: number; entries: RankingEntry[]; views: ViewSeqs }>();

  /** Whether the event can be given its views now: this node holds the hall as it was just before it. */
  ready(message: StreamBusDelta): boolean {
    return this.held.get(message.projectId)?.seq === message.seq - 1;
  }

  holds(projectId: number): boolean {
    return this.held.has(projectId);
  }

  /** Takes the ranking and the views' seqs the api answered as standing at `seq`. */
  learn(projectId: number, seq: number, entries: RankingEntry[], views: ViewCensus): void {
    this.held.set(projectId, { seq, entries, views: ViewSeqs.of(views) });
  }

  /** Every view's seq after hall seq `seq`, when this node holds the hall there. */
  viewsAt(projectId: number, seq: number | undefined): ViewSeqs | null {
    const held = this.held.get(projectId);
    return held && held.seq === seq ? held.views : null;
  }

  /**
   * The event with what its views need, the ranking and the views' seqs moved past it; null
   * when this node does not hold the hall just before it (`ready` was false).
   */
  next(message: StreamBusDelta): StreamBusMessage | null {
    const held = this.held.get(message.projectId);
    if (!held || held.seq !== message.seq - 1) return null;
    held.seq = message.seq;
    held.views.count(keyOf(message));
    switch (message.type) {
      case 'quote.accepted':
        held.entries = rankingAfterQuote(held.entries, message.payload, message.payload.context.winbidRule);
        return withRankingAfter(message, held.entries);
      case 'quotes.opened':
        held.entries = message.payload.ranking;
        return message;
      default:
        return message;
    }
  }

  forget(projectId: number): void {
    this.held.delete(projectId);
  }
}
