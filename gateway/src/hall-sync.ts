import type { Server, Socket } from 'socket.io';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Logger } from 'pino';
import type { ApiClient } from './api-client.ts';
import { identityOf } from './auth.ts';
import { send } from './fanout/deliver.ts';
import type { ProjectStreams } from './fanout/project-streams.ts';
import { streamItemOf } from '@bidhall/contracts/hall';
import type { Metrics } from './metrics.ts';

const AUDIENCES: readonly HallAudience[] = ['supplier', 'agency', 'purchaser', 'expert'];
/** Snapshots asked of the api at once while resyncing a hall. */
const RESYNC_CONCURRENCY = 16;

/** The halls a socket is in, with the audience the api gave it in each. */
export function hallsOf(socket: Socket): Map<number, HallAudience> {
  socket.data.halls ??= new Map<number, HallAudience>();
  return socket.data.halls as Map<number, HallAudience>;
}

/** The supplier firm a socket looks as, in a hall where it is a supplier. */
export function firmOf(socket: Socket, audience: HallAudience): number | null {
  return audience === 'supplier' ? identityOf(socket).companyId : null;
}

/**
 * Bringing a socket's view of a hall up to date: entering the rooms, sending a snapshot,
 * and bridging the events this node handled while the api was being asked.
 */
export function createHallSync(deps: { io: Server; api: ApiClient; streams: ProjectStreams; metrics: Metrics; logger: Logger }) {
  const { api, streams, metrics } = deps;

  function enter(socket: Socket, projectId: number, audience: HallAudience): void {
    leave(socket, projectId);
    socket.join(rooms.project(projectId, audience));
    const firm = firmOf(socket, audience);
    if (firm !== null) socket.join(rooms.projectSupplier(projectId, firm));
    hallsOf(socket).set(projectId, audience);
  }

  function leave(socket: Socket, projectId: number): void {
    const audience = hallsOf(socket).get(projectId);
    if (!audience) return;
    socket.leave(rooms.project(projectId, audience));
    const firm = firmOf(socket, audience);
    if (firm !== null) socket.leave(rooms.projectSupplier(projectId, firm));
    hallsOf(socket).delete(projectId);
  }

  function learn(snapshot: HallSnapshot, tenantId: number | null): void {
    if (tenantId !== null) streams.get(snapshot.projectId, tenantId).offerWindow(snapshot.window);
  }

  /**
   * Sends the events after `seq` that this node handled (they may have gone to the rooms
   * before the socket entered them). Must run in the same tick as entering the rooms, so that
   * no event can fall between. When the node no longer holds them, a fresh snapshot follows.
   */
  function bridge(socket: Socket, projectId: number, audience: HallAudience, seq: number): void {
    const stream = streams.find(projectId);
    const missed = stream ? stream.after(seq) : [];
    if (missed === null) {
      void resnapshot(socket, projectId);
      return;
    }
    const firm = firmOf(socket, audience);
    for (const message of missed) {
      const item = streamItemOf(message, audience, firm);
      if (item) send(socket, item, metrics);
    }
  }

  /** A fresh hall:snapshot for a socket already in the hall (a seq gap on the bus). */
  async function resnapshot(socket: Socket, projectId: number): Promise<void> {
    const identity = identityOf(socket);
    try {
      const snapshot = await api.snapshot(identity.token, projectId, identity.lang ?? 'zh-CN');
      const audience = hallsOf(socket).get(projectId);
      if (!socket.connected || !audience) return;
      learn(snapshot, identity.tenantId);
      socket.emit('hall:snapshot', snapshot);
      metrics.emits.inc({ event: 'hall:snapshot' });
      bridge(socket, projectId, audience, snapshot.seq);
    } catch (error) {
      deps.logger.warn({ err: error, projectId, socket: socket.id }, 'resnapshot failed; the client will resync on its next join');
    }
  }

  /** Every local socket in a project's hall. */
  function socketsIn(projectId: number): Socket[] {
    const found = new Map<string, Socket>();
    for (const audience of AUDIENCES) {
      for (const id of deps.io.of('/').adapter.rooms.get(rooms.project(projectId, audience)) ?? []) {
        const socket = deps.io.of('/').sockets.get(id);
        if (socket) found.set(id, socket);
      }
    }
    return [...found.values()];
  }

  const resyncing = new Map<number, { again: boolean }>();

  /**
   * After a seq gap: every local socket of the project gets a fresh snapshot, a few at a time
   * (a hall of thousands must not send them all to the api at once). A gap while a resync
   * runs starts one more pass after it, not a second one beside it.
   */
  function resyncProject(projectId: number): void {
    const running = resyncing.get(projectId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    resyncing.set(projectId, state);
    void (async () => {
      do {
        state.again = false;
        const queue = socketsIn(projectId);
        const worker = async () => {
          for (let socket = queue.shift(); socket; socket = queue.shift()) await resnapshot(socket, projectId);
        };
        await Promise.all(Array.from({ length: RESYNC_CONCURRENCY }, worker));
      } while (state.again);
      resyncing.delete(projectId);
    })();
  }

  return { enter, leave, learn, bridge, resyncProject, socketsIn };
}

export type HallSync = ReturnType<typeof createHallSync>;
