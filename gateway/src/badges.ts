import type { GatewayServer } from './io.ts';
import type { BusMessageOf } from '@bidhall/contracts/bus';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Metrics } from './metrics.ts';

type BadgeMessage = BusMessageOf<'badge.counts'>;

/**
 * badge:counts to `user:{id}`, at most one per user per `intervalMs`: the first goes at once,
 * later ones in the interval are merged into the latest (counts are current values, not
 * increments, so the latest wins) and sent when the interval ends.
 */
export function createBadgeCoalescer(deps: { io: GatewayServer; metrics: Metrics; intervalMs: number }) {
  const held = new Map<number, { pending: BadgeMessage | null; timer: NodeJS.Timeout }>();

  const emit = (message: BadgeMessage) => {
    const { userId, role, counts } = message.payload;
    deps.io.local.to(rooms.user(userId)).emit('badge:counts', { v: PROTOCOL_VERSION, role, counts });
    deps.metrics.emits.inc({ event: 'badge:counts' });
  };

  const openInterval = (userId: number) => {
    const timer = setTimeout(() => {
      const entry = held.get(userId);
      held.delete(userId);
      if (entry?.pending) {
        emit(entry.pending);
        held.set(userId, { pending: null, timer: openInterval(userId) });
      }
    }, deps.intervalMs);
    timer.unref();
    return timer;
  };

  return {
    push(message: BadgeMessage): void {
      const userId = message.payload.userId;
      // Nobody of that user on this node: nothing to coalesce or send.
      if (!deps.io.of('/').adapter.rooms.has(rooms.user(userId))) return;
      const entry = held.get(userId);
      if (entry) {
        entry.pending = message;
        return;
      }
      emit(message);
      held.set(userId, { pending: null, timer: openInterval(userId) });
    },
    close(): void {
      for (const entry of held.values()) clearTimeout(entry.timer);
      held.clear();
    },
  };
}
