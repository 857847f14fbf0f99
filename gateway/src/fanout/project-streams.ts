import type { StreamBusMessage } from '@bidhall/contracts/hall';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { isSentTo, keyOf } from '@bidhall/contracts/view-seq';
import { HallRankings } from './hall-rankings.ts';

/** A hall event as one view is sent it: its seq in that view. */
export type ViewEvent = { message: StreamBusMessage; viewSeq: number };

/** How far back a node keeps a project's events, to bridge a join that raced the stream. */
const RING_SIZE = 1024;

/**
 * What this node knows of one project from the bus and the snapshots it fetched: the last seq
 * it handled (to drop duplicates and notice gaps), the recent events, the current window (for
 * the countdown) and the latest ranking size and state (for the big screen).
 */
export class ProjectStream {
  lastSeq: number | undefined;
  window: ProjectWindow | undefined;
  state: number | undefined;
  bidders = 0;
  private readonly ring: StreamBusMessage[] = [];

  constructor(
    readonly projectId: number,
    readonly tenantId: number,
  ) {}

  /** 'duplicate': already handled; 'gap': handled, but seqs between were never seen. */
  accept(message: StreamBusMessage): 'next' | 'gap' | 'duplicate' {
    if (this.lastSeq !== undefined && message.seq <= this.lastSeq) return 'duplicate';
    const gap = this.lastSeq !== undefined && message.seq > this.lastSeq + 1;
    this.lastSeq = message.seq;
    this.ring.push(message);
    if (this.ring.length > RING_SIZE) this.ring.shift();
    if (message.type === 'project.state') this.state = message.payload.to;
    if (message.type === 'quote.accepted' || message.type === 'quotes.opened')
      this.bidders = message.payload.ranking.length;
    return gap ? 'gap' : 'next';
  }

  /**
   * Takes the seqs up to `seq` as handled without their events: every socket of the hall got a
   * snapshot that reflects them (a gap repaired). The ring then has a hole there, so `after`
   * sends a re-join across it to the api.
   */
  skipTo(seq: number): void {
    if (this.lastSeq === undefined || this.lastSeq < seq) this.lastSeq = seq;
  }

  /** Keeps the newest window; false when `window` is not newer than the one held. */
  offerWindow(window: ProjectWindow): boolean {
    if (this.window && window.version <= this.window.version) return false;
    this.window = window;
    return true;
  }

  /**
   * The events after `viewSeq` of one view whose seq at this node's last event is `viewHead`,
   * each with its seq in the view; null when the ring no longer reaches back that far or has a
   * hole on the way (seqs skipped after a gap).
   */
  viewAfter(viewHead: number, audience: HallAudience, firm: number | null, viewSeq: number): ViewEvent[] | null {
    const out: ViewEvent[] = [];
    let seq = viewHead;
    for (let i = this.ring.length - 1; i >= 0 && seq > viewSeq; i--) {
      const message = this.ring[i]!;
      if (message.seq !== this.lastSeq! - (this.ring.length - 1 - i)) return null;
      if (isSentTo(keyOf(message), audience, firm)) out.push({ message, viewSeq: seq-- });
    }
    return seq > viewSeq ? null : out.reverse();
  }

  /**
   * The events after `seq` this node handled, every one of them, or null when the ring no
   * longer reaches back that far or misses one in between (a seq lost on the bus): the
   * caller then needs them from the api, or a fresh snapshot.
   */
  after(seq: number): StreamBusMessage[] | null {
    if (this.lastSeq === undefined || this.lastSeq <= seq) return [];
    const first = this.ring[0];
    if (!first || first.seq > seq + 1) return null;
    const missed = this.ring.filter((m) => m.seq > seq);
    // Every seq up to the last handled, none skipped (a quote passed over without its views is not in the ring).
    const whole = missed.length === this.lastSeq - seq && missed.every((m, i) => m.seq === seq + 1 + i);
    return whole ? missed : null;
  }
}

export class ProjectStreams {
  private readonly streams = new Map<number, ProjectStream>();
  /** The ranking of each hall, as it stands after its last event here. */
  readonly rankings = new HallRankings();

  get(projectId: number, tenantId: number): ProjectStream {
    let stream = this.streams.get(projectId);
    if (!stream) {
      stream = new ProjectStream(projectId, tenantId);
      this.streams.set(projectId, stream);
    }
    return stream;
  }

  /** Takes the window of a snapshot the api gave (the countdown of a hall this node had not seen yet). */
  learn(snapshot: HallSnapshot, tenantId: number | null): void {
    if (tenantId !== null) this.get(snapshot.projectId, tenantId).offerWindow(snapshot.window);
  }

  /**
   * The events after `viewSeq` of one view (an audience, a supplier as its firm) that this
   * node handled, each with its seq in that view, or null when this node cannot tell (it does
   * not hold the views' seqs at its last event) or no longer holds them all.
   */
  viewAfter(projectId: number, audience: HallAudience, firm: number | null, viewSeq: number): ViewEvent[] | null {
    const stream = this.streams.get(projectId);
    if (!stream) return [];
    const views = this.rankings.viewsAt(projectId, stream.lastSeq);
    return views ? stream.viewAfter(views.seqOf(audience, firm), audience, firm, viewSeq) : null;
  }

  /** One view's seq at this node's last event of the hall, when it holds the views' seqs there. */
  viewHead(projectId: number, audience: HallAudience, firm: number | null): number | null {
    const views = this.rankings.viewsAt(projectId, this.streams.get(projectId)?.lastSeq);
    return views ? views.seqOf(audience, firm) : null;
  }

  /** Drops what this node knew of a hall it no longer listens to (bus-subscriptions.ts). */
  forget(projectId: number): void {
    this.streams.delete(projectId);
    this.rankings.forget(projectId);
  }

  find(projectId: number): ProjectStream | undefined {
    return this.streams.get(projectId);
  }

  all(): IterableIterator<ProjectStream> {
    return this.streams.values();
  }
}
