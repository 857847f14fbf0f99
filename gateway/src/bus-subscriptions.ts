import type { Bus } from '@bidhall/bus/bus';
import { hallChannel, screenChannel } from '@bidhall/contracts/bus';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Logger } from 'pino';
import type { ProjectStreams } from './fanout/project-streams.ts';
import type { GatewayServer } from './io.ts';
import type { Metrics } from './metrics.ts';

const AUDIENCES: readonly HallAudience[] = ['supplier', 'agency', 'purchaser', 'expert'];
const HALL_ROOM = /^project:(\d+):(?:supplier|agency|purchaser|expert)$/;
const SCREEN_ROOM = /^screen:(\d+)$/;

/**
 * How long a join waits for its hall's subscription to be confirmed before it goes on: the
 * subscription is made before the api is asked for the hall's state, so that no event
 * committed after that state can pass this node by; a bus that does not confirm in time (Redis
 * away) is caught up with later, as any gap is (hall-repair.ts).
 */
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * The bus channels this node listens to beyond the platform's: a hall's channel while at least
 * one of its sockets is in that hall or on its way in (a join under way), and a tenant's screen
 * feed while one of its sockets shows that tenant's big screen. The subscription follows the
 * rooms: when the last socket leaves a hall's rooms (left, moved, disconnected, closed), the
 * adapter deletes the room and the channel is given up, as Socket.IO's sharded adapter does in
 * its dynamic mode. So Redis sends a hall's events only to the gateways holding it.
 *
 * What the node knew of a hall it no longer listens to is forgotten (its seq, ring and
 * ranking): the next socket to come gets a snapshot from the api, and the first quote after
 * it is folded from the ranking the api answers. (Not on the in-process bus, which hands
 * every hall's events to the one process anyway: there the streams stay current.)
 */
export function createBusSubscriptions(deps: {
  io: GatewayServer;
  bus: Bus;
  streams: ProjectStreams;
  metrics: Metrics;
  logger: Logger;
}) {
  const { bus, streams } = deps;
  const adapter = deps.io.of('/').adapter;
  const halls = new Map<number, { tenantId: number; joining: number; subscribed: Promise<void> }>();
  const screens = new Set<number>();

  const watch = (channel: string) =>
    bus.watch(channel).catch((error: unknown) => deps.logger.warn({ err: error, channel }, 'bus subscribe failed'));
  const unwatch = (channel: string) =>
    void bus
      .unwatch(channel)
      .catch((error: unknown) => deps.logger.warn({ err: error, channel }, 'bus unsubscribe failed'));

  const occupied = (projectId: number) => AUDIENCES.some((a) => adapter.rooms.has(rooms.project(projectId, a)));

  /** Gives up a hall's channel once no socket of this node is in its rooms or joining it. */
  function settleHall(projectId: number): void {
    const hall = halls.get(projectId);
    if (!hall || hall.joining > 0 || occupied(projectId)) return;
    halls.delete(projectId);
    deps.metrics.hallSubscriptions.set(halls.size);
    unwatch(hallChannel(hall.tenantId, projectId));
    if (!screens.has(hall.tenantId)) forget(projectId);
  }

  function forget(projectId: number): void {
    if (bus.kind !== 'memory') streams.forget(projectId);
  }

  adapter.on('delete-room', (room: string) => {
    const hall = HALL_ROOM.exec(room);
    if (hall) return settleHall(Number(hall[1]));
    const screen = SCREEN_ROOM.exec(room);
    if (!screen) return;
    const tenantId = Number(screen[1]);
    if (!screens.delete(tenantId)) return;
    unwatch(screenChannel(tenantId));
    for (const stream of [...streams.all()])
      if (stream.tenantId === tenantId && !halls.has(stream.projectId)) forget(stream.projectId);
  });

  return {
    /**
     * A socket is about to join a hall: its channel is subscribed (if this node was not yet),
     * and this resolves once Redis confirmed it, or after SUBSCRIBE_WAIT_MS. Call the answer
     * when the join ended, admitted or not.
     */
    async enteringHall(tenantId: number, projectId: number): Promise<() => void> {
      let hall = halls.get(projectId);
      if (!hall) {
        hall = { tenantId, joining: 0, subscribed: watch(hallChannel(tenantId, projectId)).then(() => {}) };
        halls.set(projectId, hall);
        deps.metrics.hallSubscriptions.set(halls.size);
      }
      hall.joining += 1;
      const entered = hall;
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        entered.joining -= 1;
        settleHall(projectId);
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([hall.subscribed, new Promise((r) => (timer = setTimeout(r, SUBSCRIBE_WAIT_MS)))]);
      clearTimeout(timer);
      return finished;
    },
    /** A socket entered a tenant's screen room: that tenant's screen feed is subscribed. */
    enteredScreen(tenantId: number): void {
      if (screens.has(tenantId)) return;
      screens.add(tenantId);
      void watch(screenChannel(tenantId));
    },
  };
}

export type BusSubscriptions = ReturnType<typeof createBusSubscriptions>;
