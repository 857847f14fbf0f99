import type { HallStreamItem } from '@bidhall/contracts/hall';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { HALL_FRAME_MAX } from '@bidhall/contracts/realtime/server-events';
import type { GatewayServer } from '../io.ts';
import type { Metrics } from '../metrics.ts';
import { send } from './deliver.ts';
import { ownStandingsOf } from './own-standing.ts';
import { packItems } from './packing.ts';

/**
 * Where one view of a hall goes: its rooms (one, or the supplier firms that see the event
 * alike), and a key that names the view from one event to the next.
 */
export type FrameRoom = { key: string; rooms: readonly string[] };

/** Sends one event's item to one room: at once, or in the hall's next frame. */
export type FrameEmit = (target: FrameRoom, item: HallStreamItem) => void;

/**
 * The quoting supplier's own quote confirmed (its answer and its standing): never held for a
 * frame. The room's events before it go first, so its view's order holds.
 */
export const goesAtOnce = (item: HallStreamItem): boolean =>
  item.event === 'quote:accepted' && item.message.view.kind === 'supplier' && item.message.view.own !== null;

/**
 * Batches a hall's events for its watchers. Under a storm every socket of a hall would get a
 * packet per event, and the writes to thousands of sockets are what a gateway spends its time
 * on; so an event that comes while the hall's tick runs waits for the tick's end, and each room
 * then gets one `hall:frame` with every event since its last packet, in order. An event in a
 * quiet hall (no tick running) goes out at once, as itself, and starts a tick; a tick that
 * gathered nothing ends the batching until the next event. Nothing is dropped or merged: every
 * item is the event as it would have come alone, with its view's seq.
 */
export function createFrames(opts: { io: GatewayServer; tickMs: number; packMinSockets: number; metrics: Metrics }) {
  type Queued = { target: FrameRoom; items: HallStreamItem[] };
  /** What each view gathered, by key; and which view's queue each room's sockets wait in. */
  type Hall = { timer: ReturnType<typeof setTimeout> | null; rooms: Map<string, Queued>; owner: Map<string, string> };
  const halls = new Map<number, Hall>();

  /** The sockets a view reaches: its rooms are apart from one another. */
  function socketsOf(target: FrameRoom): number {
    const present = opts.io.of('/').adapter.rooms;
    let sockets = 0;
    for (const room of target.rooms) sockets += present.get(room)?.size ?? 0;
    return sockets;
  }

  function sendNow(projectId: number, target: FrameRoom, items: readonly HallStreamItem[]): void {
    const to = opts.io.local.to([...target.rooms]);
    if (items.length === 1) return send(to, items[0]!, opts.metrics);
    // Packing costs the view once and saves every socket most of its bytes: worth it for many.
    const packed = socketsOf(target) >= opts.packMinSockets;
    for (let at = 0; at < items.length; at += HALL_FRAME_MAX) {
      const part = items.slice(at, at + HALL_FRAME_MAX);
      if (part.length === 1) {
        send(to, part[0]!, opts.metrics);
        continue;
      }
      // A bidder's frame: the watching firms' packed text (packed once for all of them) and
      // its own standings, instead of every item with the whole ranking encoded for it alone.
      const own = ownStandingsOf(part);
      if (own) to.emit('hall:frame', { v: PROTOCOL_VERSION, projectId, packed: packItems(own.bases), own: own.own });
      else if (packed) to.emit('hall:frame', { v: PROTOCOL_VERSION, projectId, packed: packItems(part) });
      else to.emit('hall:frame', { v: PROTOCOL_VERSION, projectId, items: part });
      opts.metrics.emits.inc({ event: own ? 'hall:frame own' : packed ? 'hall:frame packed' : 'hall:frame' });
    }
  }

  function flush(projectId: number, hall: Hall, key: string): void {
    const queued = hall.rooms.get(key);
    if (!queued) return;
    hall.rooms.delete(key);
    for (const room of queued.target.rooms) if (hall.owner.get(room) === key) hall.owner.delete(room);
    sendNow(projectId, queued.target, queued.items);
  }

  /**
   * A room of `target` that waits in another view's frame (a supplier firm whose first quote
   * takes it out of the firms that see alike) leaves that frame: it gets what the frame gathered
   * for it, at once and before `target`'s event, so its socket's events keep their order; the
   * frame's other rooms keep gathering until the tick.
   */
  function flushOverlapping(projectId: number, hall: Hall, target: FrameRoom): void {
    for (const room of target.rooms) {
      const key = hall.owner.get(room);
      if (key === undefined || key === target.key) continue;
      hall.owner.delete(room);
      const queued = hall.rooms.get(key);
      if (!queued) continue;
      sendNow(projectId, { key, rooms: [room] }, queued.items);
      const rooms = queued.target.rooms.filter((r) => r !== room);
      if (rooms.length === 0) hall.rooms.delete(key);
      else queued.target = { ...queued.target, rooms };
    }
  }

  function startTick(projectId: number, hall: Hall): void {
    hall.timer = setTimeout(() => tick(projectId, hall), opts.tickMs);
    hall.timer.unref?.();
  }

  function tick(projectId: number, hall: Hall): void {
    hall.timer = null;
    if (hall.rooms.size === 0) {
      halls.delete(projectId);
      return;
    }
    for (const key of [...hall.rooms.keys()]) flush(projectId, hall, key);
    startTick(projectId, hall);
  }

  /**
   * How one event of `projectId` goes to the rooms: at once when the hall's tick is not running
   * (and a tick starts), else into each room's next frame; the quoting supplier's own quote at
   * once whatever the tick (`goesAtOnce`).
   */
  function forEvent(projectId: number): FrameEmit {
    let hall = halls.get(projectId);
    if (!hall) halls.set(projectId, (hall = { timer: null, rooms: new Map(), owner: new Map() }));
    const atOnce = hall.timer === null;
    if (atOnce) startTick(projectId, hall);
    const held = hall;
    return (target, item) => {
      const waiting = held.rooms.get(target.key);
      // The audience of the view's open frame, unchanged (a group keeps its array while its
      // firms hold): its rooms already wait in this frame, whatever their number.
      if (!atOnce && !goesAtOnce(item) && waiting && waiting.target.rooms === target.rooms)
        return void waiting.items.push(item);
      flushOverlapping(projectId, held, target);
      if (atOnce || goesAtOnce(item)) {
        flush(projectId, held, target.key);
        return sendNow(projectId, target, [item]);
      }
      // A view whose rooms grew (a firm came into the firms that see alike) starts a frame of
      // its own: what it gathered before went to the others only.
      const queued = held.rooms.get(target.key);
      if (queued && target.rooms.some((room) => held.owner.get(room) !== target.key))
        flush(projectId, held, target.key);
      const open = held.rooms.get(target.key);
      if (open) {
        open.items.push(item);
        open.target = target;
      } else held.rooms.set(target.key, { target, items: [item] });
      for (const room of target.rooms) held.owner.set(room, target.key);
    };
  }

  /** Sends every frame still gathering (a node shutting down). */
  function flushAll(): void {
    for (const [projectId, hall] of halls) {
      if (hall.timer) clearTimeout(hall.timer);
      for (const key of [...hall.rooms.keys()]) flush(projectId, hall, key);
    }
    halls.clear();
  }

  return { forEvent, flushAll };
}

export type Frames = ReturnType<typeof createFrames>;
