import type { Namespace } from 'socket.io';

type Adapter = Namespace['adapter'];
type Options = Parameters<Adapter['broadcast']>[1];
type Visit = (socket: unknown) => void;

/** The adapter's own walk of the sockets an operation addresses (socket.io-adapter's private `apply`). */
interface Walk {
  apply(opts: Options, visit: Visit): void;
  nsp: { sockets: Map<string, unknown> };
}

/**
 * Walks a one-room operation (every bus event's emits: an audience room, a firm's room, the
 * screen room) over that room's members, without what socket.io-adapter's general walk does
 * per socket: a set of the ids visited so far (there to avoid visiting twice a socket that is in
 * two of the rooms addressed; one room holds each id once) and, for `except`, a set of every
 * socket of the excepted rooms (built from the smaller side instead, below). Who is visited is
 * the same: each member of the room that is not in an excepted room, once. Operations on
 * several rooms, or on all sockets, keep the adapter's own walk.
 *
 * The adapter calls this for its local part of every operation, including broadcasts that come
 * from other nodes through the Redis adapter; what goes to Redis is unchanged.
 */
export function useRoomLoop(adapter: Adapter): void {
  const walk = adapter as unknown as Walk;
  if (typeof walk.apply !== 'function') throw new Error('socket.io-adapter has no apply() to walk rooms with');
  const general = walk.apply.bind(adapter);
  walk.apply = (opts, visit) => {
    if (opts.rooms.size !== 1) return general(opts, visit);
    const [room] = opts.rooms as Set<string>;
    const members = adapter.rooms.get(room as string);
    if (!members) return;
    const sockets = walk.nsp.sockets;
    const except = exclusionOf(adapter, opts.except, members.size);
    // A loop per kind of exclusion, with no call to decide it: this runs for every socket of the room.
    if (except === null || except instanceof Set) {
      for (const id of members) {
        if (except?.has(id)) continue;
        const socket = sockets.get(id);
        if (socket) visit(socket);
      }
    } else {
      for (const id of members) {
        if (inAny(adapter.sids.get(id), except.rooms)) continue;
        const socket = sockets.get(id);
        if (socket) visit(socket);
      }
    }
  };
}

/**
 * How to tell a socket of an excepted room, the cheaper way: a set of the excepted rooms'
 * sockets when they are few (a bidding firm's room), else the excepted rooms themselves, to look
 * up in each member's own rooms (the hall's rooms excepted from the big screen's few sockets).
 * Null: nothing excepted.
 */
function exclusionOf(
  adapter: Adapter,
  except: Set<string> | undefined,
  roomSize: number,
): Set<string> | { rooms: Set<string> } | null {
  if (!except || except.size === 0) return null;
  let excepted = 0;
  for (const room of except) excepted += adapter.rooms.get(room)?.size ?? 0;
  if (excepted === 0) return null;
  if (excepted > roomSize * except.size) return { rooms: except };
  const ids = new Set<string>();
  for (const room of except) for (const id of adapter.rooms.get(room) ?? []) ids.add(id);
  return ids;
}

function inAny(own: Set<string> | undefined, rooms: Set<string>): boolean {
  if (own) for (const room of rooms) if (own.has(room)) return true;
  return false;
}
