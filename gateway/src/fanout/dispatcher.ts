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
  screen: { note(message: StreamBusMessage): void };
  /** A project's stream skipped seqs on this node: its sockets need fresh snapshots. */
  onGap(projectId: number): void;
}

/**
 * From the bus to this node's sockets (ARCHITECTURE.md "One path for every change", step 3):
 * validate, drop what was already handled (same id, or a seq not above the project's last),
 * keep windows from going backwards, then emit each audience's view locally.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const seen = new SeenIds();
  const { metrics } = deps;

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
    if (order === 'gap') {
      metrics.seqGaps.inc();
      deps.logger.warn({ projectId: message.projectId, seq: message.seq }, 'seq gap on the bus; resyncing the hall by snapshot');
      deps.onGap(message.projectId);
    }
  };
}
