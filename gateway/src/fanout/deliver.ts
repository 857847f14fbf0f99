import { screenViewOf } from '@bidhall/contracts/screen-view';
import type { HallStreamItem, StreamBusMessage } from '@bidhall/contracts/hall';
import { streamItemOf } from '@bidhall/contracts/hall';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { ViewSeqs } from '@bidhall/contracts/view-seq';
import type { GatewayBroadcast, GatewayServer, GatewaySocket } from '../io.ts';
import type { Metrics } from '../metrics.ts';
import type { ProjectStreams } from './project-streams.ts';
import type { FrameEmit, Frames } from './frames.ts';
import { firmsConcerned } from './views.ts';
import { firmsPresent } from '../hall-rooms.ts';
import { supplierGroups } from './supplier-groups.ts';
import { noteOwnStanding } from './own-standing.ts';

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
 * Emits one bus event to this node's own sockets (`io.local`), each view getting its own item
 * numbered in that view's seq (`views`, the seqs after this event): one per audience room, one
 * per supplier firm the event concerns, one per group of the other firms at one seq (a firm's
 * seq counts its own events; supplier-groups.ts), and one for suppliers without a firm, so
 * each socket receives each event once. The hall's rooms get it through `frame` (at once,
 * or in the hall's next frame under a storm: frames.ts). Rooms without a local socket are
 * skipped before any view is built or encoded.
 */
export function broadcast(
  io: GatewayServer,
  message: StreamBusMessage,
  views: ViewSeqs,
  metrics: Metrics,
  frame: FrameEmit,
): void {
  const present = io.of('/').adapter.rooms;
  const projectId = message.projectId;
  const emit = (key: string, to: readonly string[], item: HallStreamItem | null) => {
    if (item) frame({ key, rooms: to }, item);
  };

  for (const audience of ['agency', 'purchaser', 'expert'] as const) {
    const room = rooms.project(projectId, audience);
    if (present.has(room)) emit(room, [room], streamItemOf(message, audience, null, views.seqOf(audience, null)));
  }
  if (present.has(rooms.project(projectId, 'supplier'))) {
    const groups = supplierGroups(firmsPresent(io.of('/')).hall(projectId), views, new Set(firmsConcerned(message)));
    const common = views.seqOf('supplier', null);
    // The view of a supplier who is no bidder, at the seq most firms share: one object for the
    // watching firms, the firmless and, with their own standings, the bidders' frames.
    const watching = streamItemOf(message, 'supplier', null, common);
    for (const [firm, room] of groups.concerned) {
      const item = streamItemOf(message, 'supplier', firm, views.seqOf('supplier', firm));
      if (item && watching) noteOwnStanding(item, watching);
      emit(room, [room], item);
    }
    // Firms the event does not concern see the non-bidder's view; those at the same seq get
    // one packet together (in a hall of watching firms, nearly all are at one seq).
    for (const [apart, group] of groups.alike)
      emit(
        `${rooms.project(projectId, 'supplier')}+${apart}`,
        group,
        apart === 0 ? watching : streamItemOf(message, 'supplier', null, common + apart),
      );
    const firmless = rooms.projectFirmless(projectId);
    if (present.has(firmless)) emit(firmless, [firmless], watching);
  }
  const screenRoom = rooms.screen(message.tenantId);
  // A screen socket that also sits in the hall already got this event in its audience's view.
  // The screen's counts go at once: its feed is tenant-wide, and screen:stats already paces it.
  const screenItem = present.has(screenRoom) ? screenViewOf(message) : null;
  if (!screenItem) return;
  const hallRooms = (['agency', 'purchaser', 'expert', 'supplier'] as const).map((a) => rooms.project(projectId, a));
  send(io.local.to(screenRoom).except(hallRooms), screenItem, metrics);
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
  frames: Frames;
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
    // The views' seqs after this event: hall-repair.ts hands an event on only once they are held.
    const views = deps.streams.rankings.viewsAt(message.projectId, message.seq);
    if (!stale && views) broadcast(deps.io, message, views, metrics, deps.frames.forEvent(message.projectId));
    // Wall-clock lag from the outbox row to the emit: a measurement, not a business time.
    metrics.emitLag.observe(Math.max(0, Date.now() - message.createdAt) / 1000);
    deps.screen.note(message);
  };
}
