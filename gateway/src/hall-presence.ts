import type { GatewayServer } from './io.ts';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import { audienceFacts, PHASES, type Relation } from '@bidhall/domain/audience-policy';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.ts';

/** The relation each hall audience stands for (the api lets a socket in as one of these). */
const RELATION_OF: Readonly<Record<HallAudience, Relation>> = {
  supplier: 'passedBidder',
  agency: 'handlingAgency',
  purchaser: 'owningPurchaser',
  expert: 'assignedExpert',
};

/**
 * The audiences told how many bidders are online: those the audience policy lets count the
 * bidders in every phase and disclosure mode, since the gateway does not know the phase.
 * (The agency and the purchaser; a supplier or an expert may not count them before the window
 * or the opening, so they get nothing.)
 */
export const PRESENCE_AUDIENCES: readonly HallAudience[] = (Object.keys(RELATION_OF) as HallAudience[]).filter(
  (audience) =>
    PHASES.every((phase) =>
      ([1, 2, 3] as const).every((disclosure) =>
        [true, false].every((sealed) => audienceFacts(RELATION_OF[audience], phase, { disclosure, sealed }).count),
      ),
    ),
);

/**
 * Bidders online in a hall: the distinct supplier firms with a socket in the project's supplier
 * room on any node (`fetchSockets` asks every node through the adapter). Counts are spaced at
 * least `delayMs` apart per hall on this node: a change in a hall not counted for that long is
 * counted at once (so an agency opening its monitor reads the figure with the snapshot, not a
 * second later), and the changes that come while the spacing runs are counted once at its end
 * (so a burst of joins costs one more count).
 */
export function createHallPresence(deps: { io: GatewayServer; metrics: Metrics; logger: Logger; delayMs: number }) {
  /** Halls counted less than `delayMs` ago; `dirty`: changed since, so counted again at the end. */
  const cooling = new Map<number, { timer: ReturnType<typeof setTimeout>; dirty: boolean }>();
  /** Closed: the node is stopping, its sockets leaving with it; nothing more is counted. */
  let closed = false;

  async function recount(projectId: number): Promise<void> {
    const sockets = await deps.io.in(rooms.project(projectId, 'supplier')).fetchSockets();
    const firms = new Set(
      sockets.map((s) => s.data.identity.companyId).filter((id) => id !== null && id !== undefined),
    );
    const audiences = PRESENCE_AUDIENCES.map((a) => rooms.project(projectId, a));
    deps.io.to(audiences).emit('hall:presence', { v: PROTOCOL_VERSION, projectId, online: firms.size });
    deps.metrics.emits.inc({ event: 'hall:presence' });
  }

  function count(projectId: number): void {
    void recount(projectId).catch((error: unknown) =>
      deps.logger.warn({ err: error, projectId }, 'hall presence recount failed'),
    );
    const timer = setTimeout(() => {
      const held = cooling.get(projectId);
      cooling.delete(projectId);
      if (held?.dirty && !closed) count(projectId);
    }, deps.delayMs);
    timer.unref();
    cooling.set(projectId, { timer, dirty: false });
  }

  return {
    /** A socket entered or left the hall (join, leave, disconnect). */
    changed(projectId: number): void {
      if (closed) return;
      const held = cooling.get(projectId);
      if (held) held.dirty = true;
      else count(projectId);
    },
    close(): void {
      closed = true;
      for (const { timer } of cooling.values()) clearTimeout(timer);
      cooling.clear();
    },
  };
}
