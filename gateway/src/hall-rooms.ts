import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import { identityOf } from './auth.ts';
import type { GatewayServer, GatewaySocket } from './io.ts';

const AUDIENCES: readonly HallAudience[] = ['supplier', 'agency', 'purchaser', 'expert'];

/** The halls a socket is in, with the audience the api gave it in each. */
export function hallsOf(socket: GatewaySocket): Map<number, HallAudience> {
  return (socket.data.halls ??= new Map<number, HallAudience>());
}

/** The supplier firm a socket looks as, in a hall where it is a supplier. */
export function firmOf(socket: GatewaySocket, audience: HallAudience): number | null {
  return audience === 'supplier' ? identityOf(socket).companyId : null;
}

/** The supplier firms that entered each hall on this node, per namespace (pruned by `firmsInHall`). */
const firmsEntered = new WeakMap<object, Map<number, Set<number>>>();

/**
 * The supplier firms with a socket in a hall on this node: each is sent the hall's events
 * numbered in its own view's seq. Firms whose room emptied (their sockets left or
 * disconnected) are dropped here as they are met.
 */
export function firmsInHall(io: GatewayServer, projectId: number): number[] {
  const firms = firmsEntered.get(io.of('/'))?.get(projectId);
  if (!firms) return [];
  const present = io.of('/').adapter.rooms;
  for (const firm of firms) if (!present.has(rooms.projectSupplier(projectId, firm))) firms.delete(firm);
  return [...firms];
}

function noteFirm(socket: GatewaySocket, projectId: number, firm: number): void {
  let halls = firmsEntered.get(socket.nsp);
  if (!halls) firmsEntered.set(socket.nsp, (halls = new Map()));
  let firms = halls.get(projectId);
  if (!firms) halls.set(projectId, (firms = new Set()));
  firms.add(firm);
}

/** Puts a socket in a hall's rooms as `audience` (and its firm's room for a supplier), out of any it held. */
export function enterHall(socket: GatewaySocket, projectId: number, audience: HallAudience): void {
  leaveHall(socket, projectId);
  socket.join(rooms.project(projectId, audience));
  const firm = firmOf(socket, audience);
  if (firm !== null) {
    socket.join(rooms.projectSupplier(projectId, firm));
    noteFirm(socket, projectId, firm);
  }
  hallsOf(socket).set(projectId, audience);
}

export function leaveHall(socket: GatewaySocket, projectId: number): void {
  const audience = hallsOf(socket).get(projectId);
  if (!audience) return;
  socket.leave(rooms.project(projectId, audience));
  const firm = firmOf(socket, audience);
  if (firm !== null) socket.leave(rooms.projectSupplier(projectId, firm));
  hallsOf(socket).delete(projectId);
}

/** Every socket of this node in a project's hall. */
export function socketsInHall(io: GatewayServer, projectId: number): GatewaySocket[] {
  const found = new Map<string, GatewaySocket>();
  for (const audience of AUDIENCES) {
    for (const id of io.of('/').adapter.rooms.get(rooms.project(projectId, audience)) ?? []) {
      const socket = io.of('/').sockets.get(id);
      if (socket) found.set(id, socket);
    }
  }
  return [...found.values()];
}
