import type { GatewayServer } from './io.ts';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Clock } from './clock.ts';
import { countdownPhase } from './countdown-phase.ts';
import type { ProjectStreams } from './fanout/project-streams.ts';
import type { Metrics } from './metrics.ts';

const AUDIENCES = ['supplier', 'agency', 'purchaser', 'expert'] as const;

/**
 * The authoritative clock for every hall with a socket on this node, every few seconds.
 * Volatile: a countdown that cannot be written at once is dropped, since the next one
 * supersedes it and clients render the seconds locally on their synced clock.
 */
export function startCountdown(deps: {
  io: GatewayServer;
  streams: ProjectStreams;
  clock: Clock;
  metrics: Metrics;
  intervalMs: number;
}): () => void {
  const tick = () => {
    const present = deps.io.of('/').adapter.rooms;
    const now = Math.round(deps.clock.now());
    for (const stream of deps.streams.all()) {
      if (!stream.window) continue;
      const hallRooms = AUDIENCES.map((a) => rooms.project(stream.projectId, a)).filter((r) => present.has(r));
      if (hallRooms.length === 0) continue;
      const { phase, endsAt } = countdownPhase(stream.window, now, stream.state);
      deps.io.local.volatile.to(hallRooms).emit('countdown', {
        v: PROTOCOL_VERSION,
        projectId: stream.projectId,
        serverNow: now,
        phase,
        endsAt,
        windowVersion: stream.window.version,
      });
      deps.metrics.emits.inc({ event: 'countdown' });
    }
  };
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
