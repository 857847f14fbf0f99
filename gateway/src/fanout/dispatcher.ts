import type { Server } from 'socket.io';
import { decodeBusMessage, type BusMessage } from '@bidhall/contracts/bus';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics.ts';
import { broadcast } from './deliver.ts';
import type { StreamBusMessage } from '@bidhall/contracts/hall';
import type { ProjectStreams } from './project-streams.ts';
import { SeenIds } from './seen-ids.ts';

export interface DispatcherDeps {
  io: Server;
  streams: ProjectStreams;
  metrics: Metrics;
  logger: Logger;
  badges: { push(message: Extract<BusMessage, { type: 'badge.counts' }>): void };
  /** A signed-out token: its sockets on this node are closed. */
  revoked(message: Extract<BusMessage, { type: 'session.revoked' }>): void;
  screen: { note(message: StreamBusMessage): void };
  /**
   * A project's stream is missing seqs on this node: every socket of its hall gets a fresh
   * snapshot; resolves when they all have one.
   */
  onGap(projectId: number): Promise<void>;
  /** How long an event that runs ahead of its project's stream waits for the seqs before it (default 500 ms). */
  gapGraceMs?: number;
}

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
  type Held = { messages: Map<number, StreamBusMessage>; timer: ReturnType<typeof setTimeout> | null; repairing: boolean };
  const held = new Map<number, Held>();

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
    metrics.seqGaps.inc();
    deps.logger.warn({ projectId, after: stream?.lastSeq, next: Math.min(...waiting.messages.keys()) }, 'seq gap on the bus; resyncing the hall by snapshot before going on');
    try {
      await deps.onGap(projectId);
    } finally {
      waiting.repairing = false;
      // Every socket's snapshot reflects the missing seqs (they committed before the events
      // held behind them were published); the events after them go out as usual.
      const first = Math.min(...waiting.messages.keys());
      stream?.skipTo(first - 1);
      release(projectId);
    }
  }

  function hold(message: StreamBusMessage): void {
    let waiting = held.get(message.projectId);
    if (!waiting) {
      held.set(message.projectId, (waiting = { messages: new Map(), timer: null, repairing: false }));
      waitForGap(message.projectId, waiting);
    }
    waiting.messages.set(message.seq, message);
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
    deliver(message);
    release(message.projectId);
  };
}
