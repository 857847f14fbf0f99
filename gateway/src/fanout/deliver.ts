import type { HallStreamItem, StreamBusMessage } from '@bidhall/contracts/hall';
import { streamItemOf } from '@bidhall/contracts/hall';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { GatewayBroadcast, GatewayServer, GatewaySocket } from '../io.ts';
import type { Metrics } from '../metrics.ts';
import type { ProjectStreams } from './project-streams.ts';
import { firmsConcerned, isPerFirm, screenViewOf } from './views.ts';

/** Sends one stream item to a socket or a broadcast; each branch is checked against the event map. */
export function send(target: GatewayBroadcast | GatewaySocket, item: HallStreamItem, metrics: Metrics): void {
  switch (item.event) {
    case 'quote:accepted':
      target.emit(item.event, item.message);
      break;
    case 'window:changed':
      target.emit(item.event, item.message);
      break;
    case 'project:state':
      target.emit(item.event, item.message);
      break;
    case 'signup:audited':
      target.emit(item.event, item.message);
      break;
    case 'quotes:opened':
      target.emit(item.event, item.message);
      break;
  }
  metrics.emits.inc({ event: item.event });
}

/**
 * Emits one bus event to this node's own sockets (`io.local`), each audience room getting its
 * own view. Rooms without a local socket are skipped before any view is built or encoded.
 * Supplier firms that the event concerns get their own view; every other supplier socket gets
 * the non-bidder view through the shared supplier room, with those firms' rooms excepted, so
 * each socket receives exactly one message per seq.
 */
export function broadcast(io: GatewayServer, message: StreamBusMessage, metrics: Metrics): void {
  const present = io.of('/').adapter.rooms;
  const projectId = message.projectId;
  const emit = (room: string | string[], item: HallStreamItem | null, except: string[] = []) => {
    if (!item) return;
    let target = io.local.to(room);
    if (except.length > 0) target = target.except(except);
    send(target, item, metrics);
  };

  for (const audience of ['agency', 'purchaser', 'expert'] as const) {
    const room = rooms.project(projectId, audience);
    if (present.has(room)) emit(room, streamItemOf(message, audience, null));
  }
  const supplierRoom = rooms.project(projectId, 'supplier');
  if (present.has(supplierRoom)) {
    const firmRooms: string[] = [];
    if (isPerFirm(message)) {
      for (const firm of new Set(firmsConcerned(message))) {
        const room = rooms.projectSupplier(projectId, firm);
        if (!present.has(room)) continue;
        firmRooms.push(room);
        emit(room, streamItemOf(message, 'supplier', firm));
      }
    }
    emit(supplierRoom, streamItemOf(message, 'supplier', null), firmRooms);
  }
  const screenRoom = rooms.screen(message.tenantId);
  // A screen socket that also sits in the hall already got this seq in its audience's view.
  const hallRooms = (['agency', 'purchaser', 'expert', 'supplier'] as const).map((a) => rooms.project(projectId, a));
  if (present.has(screenRoom)) emit(screenRoom, screenViewOf(message), hallRooms);
}

/**
 * Hands one stream event, in its turn (hall-repair.ts keeps the order), to this node's
 * sockets: a seq already handled is dropped, a window older than the one held is not
 * forwarded (it would move clients' windows back), and the big screen counts it.
 */
export function createStreamDelivery(deps: {
  io: GatewayServer;
  streams: ProjectStreams;
  metrics: Metrics;
  screen: { note(message: StreamBusMessage): void };
}) {
  const { metrics } = deps;
  return function deliver(message: StreamBusMessage): void {
    const stream = deps.streams.get(message.projectId, message.tenantId);
    if (stream.accept(message) === 'duplicate') {
      metrics.eventsIn.inc({ outcome: 'duplicate' });
      return;
    }
    const stale = message.type === 'window.changed' && !stream.offerWindow(message.payload.window);
    metrics.eventsIn.inc({ outcome: stale ? 'stale' : 'accepted' });
    if (!stale) broadcast(deps.io, message, metrics);
    // Wall-clock lag from the outbox row to the emit: a measurement, not a business time.
    metrics.emitLag.observe(Math.max(0, Date.now() - message.createdAt) / 1000);
    deps.screen.note(message);
  };
}
