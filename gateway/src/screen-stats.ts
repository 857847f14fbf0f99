import type { GatewayServer } from './io.ts';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import type { Clock } from './clock.ts';
import { countdownPhase } from './countdown-phase.ts';
import type { StreamBusMessage } from '@bidhall/contracts/hall';
import type { ProjectStreams } from './fanout/project-streams.ts';
import type { Metrics } from './metrics.ts';

const MINUTE = 60_000;

/**
 * Big-screen aggregates per tenant, from the bus events every node sees anyway: live projects
 * (window open or paused, or quoted in the last minute when the window is not known here),
 * bidders in them, and quotes in the last minute. Sent at most once per interval to the
 * tenant's screen room, and only when something changed or a screen just joined.
 */
export function createScreenStats(deps: {
  io: GatewayServer;
  streams: ProjectStreams;
  clock: Clock;
  metrics: Metrics;
  intervalMs: number;
}) {
  const quoteTimes = new Map<number, number[]>();
  const lastQuoteAt = new Map<number, number>();
  const lastSent = new Map<number, string>();
  const dirty = new Set<number>();
  /** Tenants with a screen on this node (looked up here rather than by scanning every room). */
  const screenTenants = new Set<number>();

  function note(message: StreamBusMessage): void {
    if (message.type !== 'quote.accepted') return;
    const now = deps.clock.now();
    const times = quoteTimes.get(message.tenantId) ?? [];
    times.push(now);
    quoteTimes.set(message.tenantId, times);
    lastQuoteAt.set(message.projectId, now);
  }

  function statsOf(tenantId: number, now: number) {
    const times = (quoteTimes.get(tenantId) ?? []).filter((t) => t > now - MINUTE);
    quoteTimes.set(tenantId, times);
    let liveProjects = 0;
    let bidders = 0;
    for (const stream of deps.streams.all()) {
      if (stream.tenantId !== tenantId) continue;
      const phase = stream.window ? countdownPhase(stream.window, now, stream.state).phase : null;
      const live =
        phase === 'open' ||
        phase === 'paused' ||
        (phase === null && (lastQuoteAt.get(stream.projectId) ?? -Infinity) > now - MINUTE);
      if (!live) continue;
      liveProjects += 1;
      bidders += stream.bidders;
    }
    return { liveProjects, bidders, quotesPerMinute: times.length };
  }

  function tick(): void {
    const now = Math.round(deps.clock.now());
    for (const tenantId of screenTenants) {
      // The last screen of that tenant left this node.
      if (!deps.io.of('/').adapter.rooms.has(rooms.screen(tenantId))) {
        screenTenants.delete(tenantId);
        lastSent.delete(tenantId);
        continue;
      }
      const stats = statsOf(tenantId, now);
      const key = JSON.stringify(stats);
      if (key === lastSent.get(tenantId) && !dirty.has(tenantId)) continue;
      lastSent.set(tenantId, key);
      dirty.delete(tenantId);
      deps.io.local
        .to(rooms.screen(tenantId))
        .emit('screen:stats', { v: PROTOCOL_VERSION, tenantId, serverNow: now, ...stats });
      deps.metrics.emits.inc({ event: 'screen:stats' });
    }
  }

  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return {
    note,
    /** A screen joined: it gets the current figures at the next tick even if unchanged. */
    joined: (tenantId: number) => {
      screenTenants.add(tenantId);
      dirty.add(tenantId);
    },
    close: () => clearInterval(timer),
  };
}
