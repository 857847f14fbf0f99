import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Logger } from 'pino';
import type { ApiClient } from './api-client.ts';
import { identityOf } from './auth.ts';
import { send } from './fanout/deliver.ts';
import type { ProjectStreams } from './fanout/project-streams.ts';
import { streamItemOf, type HallEventsSinceResult } from '@bidhall/contracts/hall';
import type { GatewayServer, GatewaySocket } from './io.ts';
import type { Metrics } from './metrics.ts';

const AUDIENCES: readonly HallAudience[] = ['supplier', 'agency', 'purchaser', 'expert'];
/** Snapshots asked of the api at once while resyncing a hall (one per group of alike sockets). */
const RESYNC_CONCURRENCY = 16;

/** The halls a socket is in, with the audience the api gave it in each. */
export function hallsOf(socket: GatewaySocket): Map<number, HallAudience> {
  return (socket.data.halls ??= new Map<number, HallAudience>());
}

/** The supplier firm a socket looks as, in a hall where it is a supplier. */
export function firmOf(socket: GatewaySocket, audience: HallAudience): number | null {
  return audience === 'supplier' ? identityOf(socket).companyId : null;
}

/**
 * Bringing a socket's view of a hall up to date: entering the rooms, sending a snapshot,
 * and bridging the events this node handled while the api was being asked.
 */
export function createHallSync(deps: { io: GatewayServer; api: ApiClient; streams: ProjectStreams; metrics: Metrics; logger: Logger }) {
  const { api, streams, metrics } = deps;

  function enter(socket: GatewaySocket, projectId: number, audience: HallAudience): void {
    leave(socket, projectId);
    socket.join(rooms.project(projectId, audience));
    const firm = firmOf(socket, audience);
    if (firm !== null) socket.join(rooms.projectSupplier(projectId, firm));
    hallsOf(socket).set(projectId, audience);
  }

  function leave(socket: GatewaySocket, projectId: number): void {
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
  function bridge(socket: GatewaySocket, projectId: number, audience: HallAudience, seq: number): void {
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

  /**
   * A re-join whose missed events this node held when it asked the api (handlers/hall.ts):
   * they go out from the ring, then whatever the api had beyond the ring's head (events still
   * on their way to this node, which the rooms will bring again; clients drop repeats).
   */
  function rejoin(socket: GatewaySocket, projectId: number, since: HallEventsSinceResult, sinceSeq: number): void {
    bridge(socket, projectId, since.audience, sinceSeq);
    const head = streams.find(projectId)?.lastSeq ?? sinceSeq;
    for (const item of since.events) if (item.message.seq > head) send(socket, item, metrics);
  }

  /** A fresh hall:snapshot for a socket already in the hall (a seq gap on the bus). */
  async function resnapshot(socket: GatewaySocket, projectId: number): Promise<void> {
    await resnapshotGroup([socket], projectId);
  }

  /**
   * One fresh snapshot for sockets that see the hall alike (one audience, and for suppliers one
   * firm), asked with the first member's token that the api accepts: every member was let
   * into the hall as that audience, and the rooms already send them all the same views.
   */
  async function resnapshotGroup(group: readonly GatewaySocket[], projectId: number): Promise<number | null> {
    for (const asker of group) {
      const identity = identityOf(asker);
      let snapshot: HallSnapshot;
      try {
        snapshot = await api.snapshot(identity.token, projectId, identity.lang ?? 'zh-CN');
      } catch (error) {
        deps.logger.warn({ err: error, projectId, socket: asker.id }, 'resnapshot failed; the client will resync on its next join');
        continue;
      }
      learn(snapshot, identity.tenantId);
      const audience = snapshot.audience;
      const alike = group.filter((s) => s.connected && hallsOf(s).get(projectId) === audience && firmOf(s, audience) === firmOf(asker, audience));
      // One broadcast encodes the snapshot once for the whole group; each socket's bridge
      // follows it in order, as the packets of one socket are sent in the order emitted.
      deps.io.local.to(alike.map((s) => s.id)).emit('hall:snapshot', snapshot);
      metrics.emits.inc({ event: 'hall:snapshot' }, alike.length);
      for (const socket of alike) bridge(socket, projectId, audience, snapshot.seq);
      return snapshot.seq;
    }
    return null;
  }

  /**
   * The local sockets of a hall, grouped by what they may see: audience, and firm for
   * suppliers. Largest first: a resync asks a few groups at a time, and the hundreds of the
   * agency's and purchaser's watchers should not wait behind one supplier firm after another
   * (in a drill with 50 firms they did, for 5 s after Redis came back).
   */
  function groupsIn(projectId: number): GatewaySocket[][] {
    const groups = new Map<string, GatewaySocket[]>();
    for (const socket of socketsIn(projectId)) {
      const audience = hallsOf(socket).get(projectId);
      if (!audience) continue;
      const key = `${audience}:${firmOf(socket, audience) ?? ''}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(socket);
    }
    return [...groups.values()].sort((a, b) => b.length - a.length);
  }

  /** Every local socket in a project's hall. */
  function socketsIn(projectId: number): GatewaySocket[] {
    const found = new Map<string, GatewaySocket>();
    for (const audience of AUDIENCES) {
      for (const id of deps.io.of('/').adapter.rooms.get(rooms.project(projectId, audience)) ?? []) {
        const socket = deps.io.of('/').sockets.get(id);
        if (socket) found.set(id, socket);
      }
    }
    return [...found.values()];
  }

  const resyncing = new Map<number, { again: boolean; done: Promise<number | null> }>();

  /**
   * After a seq gap: every local socket of the project gets a fresh snapshot, one api call per
   * group that sees the hall alike, a few groups at a time (a hall of thousands must not send
   * them all to the api at once). A gap while a resync runs starts one more pass after it,
   * not a second one beside it. Resolves when every socket got its snapshot, with the lowest
   * seq the snapshots reflect (every event up to it reached every socket), or null when the api
   * failed for some socket or there was none.
   */
  function resyncProject(projectId: number): Promise<number | null> {
    const running = resyncing.get(projectId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: false, done: Promise.resolve<number | null>(null) };
    resyncing.set(projectId, state);
    state.done = (async () => {
      let seqs: Array<number | null>;
      do {
        state.again = false;
        const queue = groupsIn(projectId);
        const pass: Array<number | null> = [];
        const worker = async () => {
          for (let group = queue.shift(); group; group = queue.shift()) pass.push(await resnapshotGroup(group, projectId));
        };
        await Promise.all(Array.from({ length: RESYNC_CONCURRENCY }, worker));
        seqs = pass;
      } while (state.again);
      resyncing.delete(projectId);
      return seqs.length === 0 || seqs.includes(null) ? null : Math.min(...(seqs as number[]));
    })();
    return state.done;
  }

  return { enter, leave, learn, bridge, rejoin, resyncProject, socketsIn };
}

export type HallSync = ReturnType<typeof createHallSync>;
