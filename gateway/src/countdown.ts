import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GatewayServer } from './io.ts';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Clock } from './clock.ts';
import { countdownPhase } from './countdown-phase.ts';
import type { ProjectStreams } from './fanout/project-streams.ts';
import type { Metrics } from './metrics.ts';

const AUDIENCES = ['supplier', 'agency', 'purchaser', 'expert'] as const;

/**
 * Sockets sent their countdown in one go. A hall's sockets are taken a slice at a time, and
 * the event loop gets a turn between two slices, so that a quote arriving meanwhile is fanned
 * out at once rather than after a countdown to every socket of the hall.
 */
export const COUNTDOWN_SLICE = 500;

/**
 * The authoritative clock for every hall with a socket on this node, every few seconds.
 * Volatile: a countdown that cannot be written at once is dropped, since the next one
 * supersedes it and clients render the seconds locally on their synced clock. Each slice is
 * stamped with the server time it is sent at.
 */
export function startCountdown(deps: {
  io: GatewayServer;
  streams: ProjectStreams;
  clock: Clock;
  metrics: Metrics;
  intervalMs: number;
  /** Defaults to COUNTDOWN_SLICE. */
  sliceSize?: number;
}): () => void {
  const slice = deps.sliceSize ?? COUNTDOWN_SLICE;
  let stopped = false;
  /** A tick still sending when the next is due: that one is skipped, not run beside it. */
  let sending = false;

  function hallSocketIds(projectId: number): string[] {
    const present = deps.io.of('/').adapter.rooms;
    const ids = new Set<string>();
    for (const audience of AUDIENCES)
      for (const id of present.get(rooms.project(projectId, audience)) ?? []) ids.add(id);
    return [...ids];
  }

  async function tick(): Promise<void> {
    for (const stream of deps.streams.all()) {
      const ids = stream.window ? hallSocketIds(stream.projectId) : [];
      for (let from = 0; from < ids.length; from += slice) {
        if (from > 0) await nextTurn();
        // The window as it is when the slice goes: a change meanwhile is already on its way.
        const window = stream.window;
        if (stopped) return;
        if (!window) break;
        const now = Math.round(deps.clock.now());
        const { phase, endsAt } = countdownPhase(window, now, stream.state);
        // A socket's own id is a room: a slice is one encoding for its sockets, as a room emit is.
        deps.io.local.volatile.to(ids.slice(from, from + slice)).emit('countdown', {
          v: PROTOCOL_VERSION,
          projectId: stream.projectId,
          serverNow: now,
          phase,
          endsAt,
          windowVersion: window.version,
        });
        deps.metrics.emits.inc({ event: 'countdown' });
      }
    }
  }

  const timer = setInterval(() => {
    if (sending) return;
    sending = true;
    void tick().finally(() => (sending = false));
  }, deps.intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
