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
export const PRESENCE_AUDIENCES: readonly HallAudience[] = (Object.keys(RELATION_OF) as HallAudience[]).filter((audience) =>
  PHASES.every((phase) => ([1, 2, 3] as const).every((disclosure) => [true, false].every((sealed) => audienceFacts(RELATION_OF[audience], phase, { disclosure, sealed }).count))),
);

/**
 * Bidders online in a hall: the distinct supplier firms with a socket in the project's supplier
 * room on any node (`fetchSockets` asks every node through the adapter). A hall whose sockets
 * came or went is recounted once after `delayMs`, so a burst of joins costs one count.
 */
export function createHallPresence(deps: { io: GatewayServer; metrics: Metrics; logger: Logger; delayMs: number }) {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();

  async function recount(projectId: number): Promise<void> {
    pending.delete(projectId);
    const sockets = await deps.io.in(rooms.project(projectId, 'supplier')).fetchSockets();
    const firms = new Set(sockets.map((s) => s.data.identity.companyId).filter((id) => id !== null && id !== undefined));
    const audiences = PRESENCE_AUDIENCES.map((a) => rooms.project(projectId, a));
    deps.io.to(audiences).emit('hall:presence', { v: PROTOCOL_VERSION, projectId, online: firms.size });
    deps.metrics.emits.inc({ event: 'hall:presence' });
  }

  return {
    /** A socket entered or left the hall (join, leave, disconnect). */
    changed(projectId: number): void {
      if (pending.has(projectId)) return;
      const timer = setTimeout(() => void recount(projectId).catch((error: unknown) => deps.logger.warn({ err: error, projectId }, 'hall presence recount failed')), deps.delayMs);
      timer.unref();
      pending.set(projectId, timer);
    },
    close(): void {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
