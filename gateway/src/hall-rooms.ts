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

/**
 * The supplier firms with a socket in each hall on this node, kept as sockets enter and as
 * their firm's room empties (the adapter's 'delete-room'), so a hall's events never scan the
 * namespace. `version` moves whenever a hall's firms change.
 */
export class FirmsPresent {
  private readonly halls = new Map<number, FirmsOfHall>();
  private readonly byRoom = new Map<string, { projectId: number; firm: number }>();

  constructor(adapter: { on(event: 'delete-room', listener: (room: string) => void): unknown }) {
    adapter.on('delete-room', (room) => this.emptied(room));
  }

  noteFirm(projectId: number, firm: number): void {
    const room = rooms.projectSupplier(projectId, firm);
    if (this.byRoom.has(room)) return;
    let hall = this.halls.get(projectId);
    if (!hall) this.halls.set(projectId, (hall = { firms: new Map(), version: 0 }));
    hall.firms.set(firm, room);
    hall.version += 1;
    this.byRoom.set(room, { projectId, firm });
  }

  /** The firms present in a hall, each with its room; one object while the hall has firms here. */
  hall(projectId: number): Readonly<FirmsOfHall> | undefined {
    return this.halls.get(projectId);
  }

  private emptied(room: string): void {
    const entry = this.byRoom.get(room);
    if (!entry) return;
    this.byRoom.delete(room);
    const hall = this.halls.get(entry.projectId)!;
    hall.firms.delete(entry.firm);
    hall.version += 1;
    if (hall.firms.size === 0) this.halls.delete(entry.projectId);
  }
}

/** A hall's firms on this node, by firm, with their rooms; `version` moves with every change. */
export type FirmsOfHall = { firms: Map<number, string>; version: number };

const present = new WeakMap<object, FirmsPresent>();

/** The firms present in the halls of a namespace (made on first use, listening to its adapter). */
export function firmsPresent(nsp: { adapter: ConstructorParameters<typeof FirmsPresent>[0] }): FirmsPresent {
  let found = present.get(nsp);
  if (!found) present.set(nsp, (found = new FirmsPresent(nsp.adapter)));
  return found;
}

/** Puts a socket in a hall's rooms as `audience` (and its firm's room for a supplier), out of any it held. */
export function enterHall(socket: GatewaySocket, projectId: number, audience: HallAudience): void {
  leaveHall(socket, projectId);
  socket.join(rooms.project(projectId, audience));
  const firm = firmOf(socket, audience);
  if (firm !== null) {
    socket.join(rooms.projectSupplier(projectId, firm));
    firmsPresent(socket.nsp).noteFirm(projectId, firm);
  } else if (audience === 'supplier') socket.join(rooms.projectFirmless(projectId));
  hallsOf(socket).set(projectId, audience);
}

export function leaveHall(socket: GatewaySocket, projectId: number): void {
  const audience = hallsOf(socket).get(projectId);
  if (!audience) return;
  socket.leave(rooms.project(projectId, audience));
  const firm = firmOf(socket, audience);
  if (firm !== null) socket.leave(rooms.projectSupplier(projectId, firm));
  else if (audience === 'supplier') socket.leave(rooms.projectFirmless(projectId));
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
