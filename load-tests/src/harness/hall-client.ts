import type { HallEventsSinceResult } from '@bidhall/contracts/hall';
import type { HallJoinResult, TimePong } from '@bidhall/contracts/realtime/client-events';
import { frameItems } from '@bidhall/contracts/realtime/packed-items';
import type { Ack } from '@bidhall/contracts/realtime/protocol';
import type { HallSnapshot, QuoteAcceptedMessage } from '@bidhall/contracts/realtime/server-events';
import type { RankingView } from '@bidhall/contracts/realtime/views';
import { rankingViewAfterQuote } from '@bidhall/domain/ranking-view-after';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import type { Api } from '../fixture/client.ts';
import type { Recorder } from './recorder.ts';
import { ReconnectBackoff } from './reconnect-backoff.ts';
import { SeqOnlySocket, parseDeferred, type DeferredMessage, type HallSocket } from './seq-only-socket.ts';
import { openRawTextSocket } from './raw-websocket.ts';

const STREAM_EVENTS = ['quote:accepted', 'window:changed', 'project:state', 'signup:audited', 'quotes:opened'] as const;
const SEQ_ONLY: ReadonlySet<string> = new Set(STREAM_EVENTS);
/** A client with a view parses every packet whole. */
const NONE: ReadonlySet<string> = new Set();
/** A supplier takes a quote that is not its own unparsed (SeqOnlySocket's `deferred`). */
const DEFERRED: ReadonlySet<string> = new Set(['quote:accepted']);
/** A client without a view takes of a snapshot only its head: the seq and the audience. */
const SNAPSHOT_HEAD_ONLY: ReadonlySet<string> = new Set(['hall:snapshot']);
/** Audiences that receive every stream event while quoting runs (contracts README). */
const FULL_AUDIENCES = new Set(['agency', 'purchaser']);
type Streamed = { seq: number };
/** One event of a `hall:frame`, as the client reads it. */
type FramedItem = { event: string; message: Streamed };
/**
 * How long a browser's tab waits for its socket's handshake (socket.io-client's default `timeout`,
 * which apps/web keeps) and for a hall:join acknowledgement (apps/web realtime/hall-binding.ts).
 * A harness that gave up sooner would, under load, throw away handshakes the gateway already
 * paid for and queue again behind the crowd, where a browser waits.
 */
const CONNECT_TIMEOUT_MS = 20_000;
const JOIN_ACK_TIMEOUT_MS = 15_000;

/**
 * A lost connection and its way back, in this process's ms: when the client lost its gateway,
 * when it opened the socket that took (earlier tries refused or timed out count in between),
 * when that socket's handshake was accepted and when its hall:join was acknowledged.
 */
export type Rejoin = {
  awayAt: number;
  openedAt: number;
  /** The transport up (TCP, the WebSocket upgrade, engine.io's open), the handshake's auth still to come; null when the socket does not tell. */
  transportAt: number | null;
  connectedAt: number;
  joinedAt: number;
  sockets: number;
};

export type HallClientOptions = {
  gatewayUrls: string[];
  /** For gap repair; tried in turn, so a repair survives one api going away. */
  apis: Api[];
  token: string;
  projectId: number;
  recorder: Recorder;
  /** Spreads clients over the gateways. */
  index: number;
  onOwnQuote?: (seq: number) => void;
  /**
   * The seqs of own quotes acknowledged in (after, upTo] and not yet echoed. When given, a
   * snapshot that jumps over seqs confirms each of these alone from the api (one event each),
   * and an own quote acknowledged later inside a jumped range is confirmed when it is
   * (ownQuoteAcknowledged), instead of reading every event of the range: a supplier's view of
   * each carries the whole ranking. Without it, every event of the range is read.
   */
  ownSeqsAwaitingIn?: (after: number, upTo: number) => number[];
  /**
   * Whether this client keeps the hall's view (applies each quote to its ranking, as a
   * browser does) or only checks the seqs' continuity and repairs gaps. Keeping the view of
   * 2,000 watchers cost the harness more CPU than the cluster it measured on 2 cores, so the
   * drill keeps it on a sample of the watchers (and every supplier); default true. Every
   * client speaks Socket.IO over a bare WebSocket (SeqOnlySocket on RawTextSocket); one with a
   * view parses each packet whole, one without reads each stream event's seq from the
   * packet's bytes without parsing its body.
   */
  keepsView?: boolean;
};

/**
 * One hall socket as a careful browser keeps it: joins, applies stream events once by seq,
 * repairs a gap through ProjectEvent/GetSince, and after a lost connection moves to the next
 * gateway and re-joins with sinceSeq. `ranking` is the last view of the hall it applied.
 */
export class HallClient {
  lastSeq = 0;
  audience = '';
  private view: RankingView | null = null;
  /**
   * A supplier's last quote:accepted confirming no own quote, not parsed yet: its standing is
   * the view (a supplier view replaces the whole ranking), read when `ranking` is.
   */
  private deferredView: DeferredMessage | null = null;
  joined = false;
  /** The project's winning method, from the snapshot: the agency's quote lines are ranked by it. */
  private rule: WinbidRule = 1;
  /** Whether this client's audience receives every stream event (it can tell a gap). */
  private full = false;
  private get ownQuotes() {
    return this.opts.onOwnQuote !== undefined;
  }
  /** Set by the first snapshot; only a later one can jump over events this client had to get. */
  private hasState = false;
  /** After a first join, every re-join asks for the events since lastSeq (0 included). */
  private everJoined = false;
  private failedJoins = 0;
  /** The way back under way since the connection was lost; null while joined. */
  private away: Omit<Rejoin, 'joinedAt'> | null = null;
  /** The last completed way back (a fault's timeline reads where its time went). */
  lastRejoin: Rejoin | null = null;
  private socket: HallSocket | null = null;
  private urlIndex: number;
  private offset = 0;
  private stopped = false;
  private work: Promise<void> = Promise.resolve();
  private queued = 0;
  /** Seq ranges (after, upTo] a snapshot jumped over (suppliers with ownSeqsAwaitingIn). */
  private readonly jumped: Array<[number, number]> = [];
  private readonly backoff = new ReconnectBackoff();

  /** The last view of the hall this client applied. */
  get ranking(): RankingView | null {
    if (this.deferredView) {
      const { view } = parseDeferred(this.deferredView) as QuoteAcceptedMessage;
      this.deferredView = null;
      this.view = rankingViewAfterQuote(this.view, view, this.rule);
    }
    return this.view;
  }

  set ranking(view: RankingView | null) {
    this.view = view;
    this.deferredView = null;
  }

  /** See HallClientOptions.keepsView; reconciliation compares the views of these only. */
  readonly keepsView: boolean;

  constructor(private readonly opts: HallClientOptions) {
    this.keepsView = opts.keepsView ?? true;
    this.urlIndex = opts.index % opts.gatewayUrls.length;
  }

  start() {
    const url = this.opts.gatewayUrls[this.urlIndex % this.opts.gatewayUrls.length]!;
    const auth = { token: this.opts.token, v: 1 };
    const socket: HallSocket = this.keepsView
      ? new SeqOnlySocket(
          url,
          auth,
          NONE,
          CONNECT_TIMEOUT_MS,
          NONE,
          openRawTextSocket,
          this.ownQuotes ? DEFERRED : NONE,
        )
      : new SeqOnlySocket(url, auth, SEQ_ONLY, CONNECT_TIMEOUT_MS, SNAPSHOT_HEAD_ONLY);
    this.socket = socket;
    if (this.away) {
      this.away.openedAt = Date.now();
      this.away.sockets += 1;
    }
    socket.on('connect', () => {
      this.backoff.reset();
      if (this.away) {
        this.away.connectedAt = Date.now();
        this.away.transportAt = socket.transportOpenAt ?? null;
      }
      void this.join(socket);
    });
    socket.on('connect_error', (error: Error) => {
      this.opts.recorder.connectErrors.add(1, error.message.slice(0, 60));
      this.moveOn(socket);
    });
    socket.on('disconnect', () => this.moveOn(socket));
    socket.on('hall:snapshot', (snapshot: HallSnapshot) => this.serially(async () => this.applySnapshot(snapshot)));
    for (const event of STREAM_EVENTS) socket.on(event, (message: Streamed) => this.onLive(event, message));
    // A watcher's events under a storm, several in one packet (packed when many sockets
    // share it, a bidder's with its own standings beside): each as if it had come alone.
    socket.on('hall:frame', (frame: unknown) => {
      const items = frameItems(frame, (base64) => Buffer.from(base64, 'base64')) as FramedItem[];
      for (const item of items) this.onLive(item.event, item.message);
    });
  }

  stop() {
    this.stopped = true;
    this.socket?.disconnect();
  }

  get token() {
    return this.opts.token;
  }

  get connected() {
    return this.socket?.connected === true && this.joined;
  }

  /** The gateway this client is joined on, or null while it is not. */
  get gatewayUrl(): string | null {
    return this.connected ? this.opts.gatewayUrls[this.urlIndex % this.opts.gatewayUrls.length]! : null;
  }

  /** A lost or refused connection: the next gateway, after a browser's randomized backoff. */
  private moveOn(socket: HallSocket) {
    if (socket !== this.socket || this.stopped) return;
    if (this.joined || !this.away) {
      const now = Date.now();
      this.away = { awayAt: now, openedAt: now, transportAt: null, connectedAt: now, sockets: 0 };
    }
    this.joined = false;
    socket.removeAllListeners();
    socket.disconnect();
    this.socket = null;
    this.opts.recorder.reconnects.add();
    this.urlIndex += 1;
    setTimeout(() => !this.stopped && this.start(), this.backoff.next());
  }

  private async join(socket: HallSocket) {
    // The clock sync runs beside the join: a rejoin after a fault should not wait for it.
    const t0 = Date.now();
    void (socket.timeout(5_000).emitWithAck('time:ping', { t0 }) as Promise<Ack<TimePong>>).then(
      (pong: Ack<TimePong>) => {
        if (pong.ok) this.offset = pong.data.serverNow - (t0 + Date.now()) / 2;
      },
      () => {},
    );
    const sinceSeq = this.everJoined ? { sinceSeq: this.lastSeq } : {};
    const ack = (await socket
      .timeout(JOIN_ACK_TIMEOUT_MS)
      .emitWithAck('hall:join', { projectId: this.opts.projectId, ...sinceSeq })
      .catch(() => null)) as Ack<HallJoinResult> | null;
    this.opts.recorder.hallJoins.add(1, ack?.ok ? 'ok' : (ack?.error.code ?? 'timeout'));
    if (socket !== this.socket) return;
    if (!ack?.ok) {
      // The gateway's api may be restarting or overloaded: try the next gateway (it asks
      // another api), backing off with jitter so that a crowd of clients does not keep it down.
      const delay = Math.min(4_000, 500 * 2 ** this.failedJoins++) * (0.5 + Math.random());
      setTimeout(() => socket === this.socket && this.moveOn(socket), delay);
      return;
    }
    this.audience = ack.data.audience;
    this.failedJoins = 0;
    this.joined = true;
    if (this.away) this.lastRejoin = { ...this.away, joinedAt: Date.now() };
    this.away = null;
    this.everJoined = true;
  }

  /**
   * Tasks are applied one after another: a gap's repair awaits the api, and what arrives
   * meanwhile waits behind it. `queued` counts the tasks not yet finished.
   */
  private serially(task: () => Promise<void>) {
    this.queued += 1;
    const run = () => task().finally(() => (this.queued -= 1));
    this.work = this.work.then(run, run);
  }

  /**
   * A live stream event. With nothing queued and no gap to repair it is applied at once, as
   * onStream would apply it a turn later (no promise per message: the harness reads 20,000 a
   * second); otherwise it waits its turn.
   */
  private onLive(event: string, message: Streamed) {
    if (this.queued > 0 || (this.full && message.seq > this.lastSeq + 1))
      return this.serially(() => this.onStream(event, message, true));
    this.opts.recorder.streamEvents.add(1, event);
    if (message.seq > this.lastSeq) this.apply(event, message, true);
  }

  private async applySnapshot(whole: HallSnapshot) {
    // Without a view the socket hands over the snapshot's head alone (seq, audience).
    const snapshot: Pick<HallSnapshot, 'seq' | 'audience'> & Partial<HallSnapshot> = whole;
    // Suppliers of an open auction in full disclosure see every stream event too.
    this.full =
      FULL_AUDIENCES.has(snapshot.audience) ||
      (snapshot.audience === 'supplier' && snapshot.project?.disclosure === 3 && !snapshot.project.sealed);
    if (snapshot.seq < this.lastSeq) return;
    // A fresh snapshot that jumps over events repairs the view, as it does a browser's. A
    // supplier still checks, on the side, that each of its own quotes it jumped over is in
    // the stream (the drill's "own quote echoed"); the view does not wait for that.
    // A snapshot one seq ahead jumps over that one event too: it may be an own quote.
    if (this.hasState && snapshot.seq > this.lastSeq) {
      if (this.ownQuotes && this.opts.ownSeqsAwaitingIn) {
        this.jumped.push([this.lastSeq, snapshot.seq]);
        for (const seq of this.opts.ownSeqsAwaitingIn(this.lastSeq, snapshot.seq)) void this.confirmOwnQuote(seq);
      } else if (this.ownQuotes) void this.confirmOwnQuotes(this.lastSeq, snapshot.seq);
      else if (this.full && snapshot.seq > this.lastSeq + 1)
        this.opts.recorder.seqGaps.add(snapshot.seq - this.lastSeq - 1);
    }
    this.lastSeq = snapshot.seq;
    this.audience = snapshot.audience;
    this.ranking = snapshot.ranking ?? null;
    if (snapshot.project) this.rule = snapshot.project.winbidRule;
    this.hasState = true;
  }

  private async onStream(event: string, message: Streamed, live: boolean) {
    const r = this.opts.recorder;
    if (live) r.streamEvents.add(1, event);
    if (message.seq <= this.lastSeq) return;
    if (live && this.full && message.seq > this.lastSeq + 1) {
      await this.repair(message.seq);
      if (message.seq <= this.lastSeq) return;
    }
    this.apply(event, message, live);
  }

  /** An event after lastSeq, in order: the seq, and the view when this client keeps one. */
  private apply(event: string, message: Streamed, live: boolean) {
    const r = this.opts.recorder;
    this.lastSeq = message.seq;
    if (event !== 'quote:accepted') return;
    if (!this.keepsView) {
      this.ranking = null;
      return;
    }
    if ('packet' in message) {
      this.deferredView = message as DeferredMessage;
      return;
    }
    const { view } = message as QuoteAcceptedMessage;
    this.ranking = rankingViewAfterQuote(this.ranking, view, this.rule);
    const at =
      view.kind === 'full' ? view.quote.acceptedAt : view.kind === 'supplier' ? view.own?.acceptedAt : undefined;
    if (live && at !== undefined) r.fanoutLatency.add(Date.now() + this.offset - at);
    this.noteOwnQuote(event, message);
  }

  /** A supplier's view of its own accepted quote: the echo the drill counts. */
  private noteOwnQuote(event: string, message: Streamed) {
    if (event !== 'quote:accepted') return;
    const { view } = message as QuoteAcceptedMessage;
    if (view.kind === 'supplier' && view.own?.seq === message.seq) this.opts.onOwnQuote?.(message.seq);
  }

  /**
   * An own quote the api acknowledged with `seq`: when a snapshot already jumped over that
   * seq its echo will not come on the stream, so it is confirmed from the api.
   */
  ownQuoteAcknowledged(seq: number) {
    if (this.jumped.some(([after, upTo]) => seq > after && seq <= upTo)) void this.confirmOwnQuote(seq);
  }

  /** The event `seq` alone, from the api: an echo if it is this supplier's quote. */
  private async confirmOwnQuote(seq: number) {
    const page = await this.eventsSincePage(seq - 1, 1);
    for (const item of page?.events ?? []) if (item.message.seq === seq) this.noteOwnQuote(item.event, item.message);
  }

  /** Own quotes among the events after `after` up to `upTo`, from the api, as echoes. */
  private async confirmOwnQuotes(after: number, upTo: number) {
    const since = await this.eventsSince(after);
    for (const item of since?.events ?? []) if (item.message.seq <= upTo) this.noteOwnQuote(item.event, item.message);
  }

  /**
   * ProjectEvent/GetSince, every page of it (`more`), each asked of the apis in turn for up to
   * 10 s; null when none answered a page.
   */
  private async eventsSince(sinceSeq: number): Promise<HallEventsSinceResult | null> {
    let all: HallEventsSinceResult | null = null;
    for (let from = sinceSeq; ;) {
      const page = await this.eventsSincePage(from);
      if (!page) return null;
      all = all ? { ...page, events: [...all.events, ...page.events] } : page;
      if (!page.more) return all;
      from = page.headSeq;
    }
  }

  private async eventsSincePage(sinceSeq: number, maxResultCount?: number): Promise<HallEventsSinceResult | null> {
    const query = { projectId: this.opts.projectId, sinceSeq, ...(maxResultCount ? { maxResultCount } : {}) };
    for (let attempt = 0; attempt < 20; attempt++) {
      const api = this.opts.apis[(this.opts.index + attempt) % this.opts.apis.length]!;
      this.opts.recorder.sinceCalls.add();
      const since = await api
        .get<HallEventsSinceResult>('/api/services/app/ProjectEvent/GetSince', this.opts.token, query)
        .catch(() => null);
      if (since) return since;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return null;
  }

  /**
   * Fetches what this audience missed between lastSeq and `upTo` and applies it in order,
   * asking the apis in turn for up to 10 s; counts the gap and what stayed missing.
   */
  private async repair(upTo: number) {
    const r = this.opts.recorder;
    const missing = upTo - this.lastSeq - 1;
    if (this.full) r.seqGaps.add(missing);
    const since = await this.eventsSince(this.lastSeq);
    for (const item of since?.events ?? [])
      if (item.message.seq <= upTo) await this.onStream(item.event, item.message, false);
    if (this.full) r.seqGapsUnrepaired.add(Math.max(0, upTo - this.lastSeq - 1));
  }
}
