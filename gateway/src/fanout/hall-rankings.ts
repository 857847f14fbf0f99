import type { StreamBusDelta, StreamBusMessage } from '@bidhall/contracts/hall';
import { withRankingAfter } from '@bidhall/contracts/hall';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { rankingAfterQuote } from '@bidhall/domain/ranking-lines';

/**
 * The ranking of each hall this node serves, as it stands after the last event it handled. The
 * bus carries a quote's line, not the ranking; each quote is folded in here with the rule the
 * api ranked it by (`rankingAfterQuote`), so its views are built as if the ranking had come with
 * it. A hall's ranking is learnt from the api (Hall/RankingAt) before its first quote here, and
 * again after anything the node did not see (a gap repaired by snapshots).
 */
export class HallRankings {
  private readonly held = new Map<number, { seq: number; entries: RankingEntry[] }>();

  /** Whether the event can be given its views now: a quote needs the ranking as it was just before it. */
  ready(message: StreamBusDelta): boolean {
    return message.type !== 'quote.accepted' || this.held.get(message.projectId)?.seq === message.seq - 1;
  }

  /**
   * Takes a hall's ranking from a snapshot the api gave a socket, when none is held yet and the
   * snapshot shows it whole (an agency's or purchaser's open view: every line) or plainly empty:
   * then the hall's first quote here needs no call of its own.
   */
  learnSnapshot(snapshot: HallSnapshot): void {
    if (this.held.has(snapshot.projectId)) return;
    const view = snapshot.ranking;
    const empty = (view.kind === 'counts' || view.kind === 'sealed') && view.bidderCount === 0;
    if (view.kind === 'full' || empty)
      this.held.set(snapshot.projectId, { seq: snapshot.seq, entries: view.kind === 'full' ? view.entries : [] });
  }

  /** Takes the ranking the api answered as standing at `seq`. */
  learn(projectId: number, seq: number, entries: RankingEntry[]): void {
    this.held.set(projectId, { seq, entries });
  }

  /**
   * The event with what its views need, and the ranking moved past it; null for a quote whose
   * ranking this node does not hold (`ready` was false).
   */
  next(message: StreamBusDelta): StreamBusMessage | null {
    const held = this.held.get(message.projectId);
    const follows = held?.seq === message.seq - 1;
    switch (message.type) {
      case 'quote.accepted': {
        if (!held || !follows) return null;
        const entries = rankingAfterQuote(held.entries, message.payload, message.payload.context.winbidRule);
        this.held.set(message.projectId, { seq: message.seq, entries });
        return withRankingAfter(message, entries);
      }
      case 'quotes.opened':
        this.held.set(message.projectId, { seq: message.seq, entries: message.payload.ranking });
        return message;
      default:
        // Anything else leaves the ranking as it was; past a seq this node never saw, it is stale.
        if (held && follows) held.seq = message.seq;
        else this.held.delete(message.projectId);
        return message;
    }
  }

  forget(projectId: number): void {
    this.held.delete(projectId);
  }
}
