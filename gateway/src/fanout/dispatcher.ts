import type { GatewayServer } from '../io.ts';
import { decodeBusMessage, type BusMessage } from '@bidhall/contracts/bus';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.ts';
import { broadcast } from './deliver.ts';
import type { StreamBusMessage } from '@bidhall/contracts/hall';
import type { ProjectStreams } from './project-streams.ts';
import { SeenIds } from './seen-ids.ts';

export interface DispatcherDeps {
  io: GatewayServer;
  streams: ProjectStreams;
  metrics: Metrics;
  logger: Logger;
  badges: { push(message: Extract<BusMessage, { type: 'badge.counts' }>): void };
  /** A signed-out token: its sockets on this node are closed. */
  revoked(message: Extract<BusMessage, { type: 'session.revoked' }>): void;
  screen: { note(message: StreamBusMessage): void };
  /**
   * A project's stream is missing seqs on this node, or arrives as an old backlog: every socket
   * of its hall gets a fresh snapshot. Resolves when they all have one, with the lowest seq the
   * snapshots reflect (null when some socket got none).
   */
  onGap(projectId: number): Promise<number | null>;
  /** How long an event that runs ahead of its project's stream waits for the seqs before it (default 500 ms). */
  gapGraceMs?: number;
  /** How long an event must have waited in the api's outbox (its relay-reported lagMs) to count as part of a backlog (default 3 s). */
  backlogAgeMs?: number;
}

/** After a backlog was replaced by snapshots, old events of that project are forwarded again for this long. */
const BACKLOG_COOLDOWN_MS = 10_000;

/**
 * From the bus to this node's sockets (ARCHITECTURE.md "One path for every change", step 3):
 * validate, drop what was already handled (same id, or a seq not above the project's last),
 * put each project's events back in seq order, keep windows from going backwards, then emit
 * each audience's view locally.
 *
 * Several api processes publish their own commits, so consecutive seqs of a project may cross
 * on the bus. An event that runs ahead waits a moment (gapGraceMs) for the ones before it.
 * A seq still missing then is a gap: the hall's sockets get fresh snapshots first, and only
 * then the events held behind the gap, so that no socket is ever sent a gap. (Forwarding past
 * it would send every client of the hall to the api at once to repair it, on top of the
 * snapshots.)
 */
export function createDispatcher(deps: DispatcherDeps) {
  const seen = new SeenIds();
  const { metrics } = deps;
  const grace = deps.gapGraceMs ?? 500;
  const backlogAge = deps.backlogAgeMs ?? 3_000;
  type Held = { messages: Map<number, StreamBusMessage>; timer: ReturnType<typeof setTimeout> | null; repairing: boolean; backlog: boolean };
  const held = new Map<number, Held>();
  /** When each project's last backlog was replaced by snapshots. */
  const backlogReplacedAt = new Map<number, number>();

  function deliver(message: StreamBusMessage): void {
    const stream = deps.streams.get(message.projectId, message.tenantId);
    const order = stream.accept(message);
    if (order === 'duplicate') {
      metrics.eventsIn.inc({ outcome: 'duplicate' });
      return;
    }
    // A window older than the one held is not forwarded: it would move clients' windows back.
    const stale = message.type === 'window.changed' && !stream.offerWindow(message.payload.window);
    metrics.eventsIn.inc({ outcome: stale ? 'stale' : 'accepted' });
    if (!stale) broadcast(deps.io, message, metrics);
    // Wall-clock lag from the outbox row to the emit: a measurement, not a business time.
    metrics.emitLag.observe(Math.max(0, Date.now() - message.createdAt) / 1000);
    deps.screen.note(message);
  }

  /** Delivers the held events that now follow the stream's last seq, in order. */
  function release(projectId: number): void {
    const waiting = held.get(projectId);
    if (!waiting || waiting.repairing) return;
    const stream = deps.streams.find(projectId);
    for (const seq of [...waiting.messages.keys()].sort((a, b) => a - b)) {
      if (stream?.lastSeq !== undefined && seq > stream.lastSeq + 1) break;
      deliver(waiting.messages.get(seq)!);
      waiting.messages.delete(seq);
    }
    if (waiting.timer) clearTimeout(waiting.timer);
    waiting.timer = null;
    if (waiting.messages.size === 0) held.delete(projectId);
    else waitForGap(projectId, waiting);
  }

  function waitForGap(projectId: number, waiting: Held): void {
    waiting.timer = setTimeout(() => void repair(projectId), grace);
    waiting.timer.unref?.();
  }

  /** The grace ran out with seqs still missing: snapshots for the hall, then the held events. */
  async function repair(projectId: number): Promise<void> {
    const waiting = held.get(projectId);
    if (!waiting || waiting.messages.size === 0) return;
    waiting.timer = null;
    waiting.repairing = true;
    const stream = deps.streams.find(projectId);
    if (!waiting.backlog) {
      metrics.seqGaps.inc();
      deps.logger.warn({ projectId, after: stream?.lastSeq, next: Math.min(...waiting.messages.keys()) }, 'seq gap on the bus; resyncing the hall by snapshot before going on');
    }
    let reflected: number | null = null;
    try {
      reflected = await deps.onGap(projectId);
    } finally {
      waiting.repairing = false;
      if (waiting.backlog) backlogReplacedAt.set(projectId, Date.now());
      if (waiting.backlog && reflected !== null) {
        // Every socket's snapshot reflects the events up to `reflected`: they are not sent.
        stream?.skipTo(reflected);
        for (const seq of waiting.messages.keys()) if (seq <= reflected) waiting.messages.delete(seq);
      } else if (waiting.messages.size > 0) {
        // Every socket's snapshot reflects the missing seqs (they committed before the events
        // held behind them were published); the events after them go out as usual.
        stream?.skipTo(Math.min(...waiting.messages.keys()) - 1);
      }
      waiting.backlog = false;
      release(projectId);
    }
  }

  function hold(message: StreamBusMessage): Held {
    let waiting = held.get(message.projectId);
    if (!waiting) {
      held.set(message.projectId, (waiting = { messages: new Map(), timer: null, repairing: false, backlog: false }));
      waitForGap(message.projectId, waiting);
    }
    waiting.messages.set(message.seq, message);
    return waiting;
  }

  /**
   * An event that waited long in the api's outbox is the head of a backlog: rows the api could
   * not publish while the bus was down, published now by its sweeper. Hundreds of old events
   * to every socket would take longer than one snapshot each, so the hall gets snapshots at
   * once and the events they reflect are dropped. Once per project in a while, so that an api
   * merely slow to publish does not send every hall to the api again and again.
   *
   * The wait is what the publisher measured on its own clock (lagMs), never createdAt against
   * this host's clock: skew between hosts would make every event look old (or none). Nor
   * does this node's own delay count: a gateway that falls behind under load delivers later,
   * it does not send its halls to the api for snapshots, which would add to the load.
   */
  function isBacklog(message: StreamBusMessage): boolean {
    if ((message.lagMs ?? 0) < backlogAge) return false;
    const replacedAt = backlogReplacedAt.get(message.projectId);
    return replacedAt === undefined || Date.now() - replacedAt > BACKLOG_COOLDOWN_MS;
  }

  function replaceBacklog(message: StreamBusMessage): void {
    const waiting = hold(message);
    waiting.backlog = true;
    if (waiting.timer) clearTimeout(waiting.timer);
    deps.logger.warn({ projectId: message.projectId, seq: message.seq, lagMs: message.lagMs }, 'bus backlog; resyncing the hall by snapshot instead of replaying it');
    void repair(message.projectId);
  }

  return function handle(text: string): void {
    const decoded = decodeBusMessage(text);
    if (!decoded.ok) {
      metrics.eventsIn.inc({ outcome: 'invalid' });
      deps.logger.warn({ error: decoded.error }, 'invalid bus message dropped');
      return;
    }
    const message = decoded.message;
    if (seen.check(message.id)) {
      metrics.eventsIn.inc({ outcome: 'duplicate' });
      return;
    }
    if (message.type === 'badge.counts') {
      metrics.eventsIn.inc({ outcome: 'accepted' });
      deps.badges.push(message);
      return;
    }
    if (message.type === 'session.revoked') {
      metrics.eventsIn.inc({ outcome: 'accepted' });
      deps.revoked(message);
      return;
    }
    const last = deps.streams.find(message.projectId)?.lastSeq;
    if ((last !== undefined && message.seq > last + 1) || held.get(message.projectId)?.repairing) {
      hold(message);
      return;
    }
    if ((last === undefined || message.seq === last + 1) && isBacklog(message)) {
      replaceBacklog(message);
      return;
    }
    deliver(message);
    release(message.projectId);
  };
}
