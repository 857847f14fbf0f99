import type { GatewayServer } from './io.ts';
import { identityOf } from './auth.ts';
import type { Clock } from './clock.ts';

/**
 * The token was good at the handshake; the socket does not outlive it. One sweep for all
 * sockets rather than a timer each: a minute late is acceptable, and a timer per socket (each
 * with its own duration) costs memory at tens of thousands of sockets.
 */
export function startExpirySweep(deps: { io: GatewayServer; clock: Clock; intervalMs?: number }): () => void {
  const timer = setInterval(() => {
    const now = deps.clock.now();
    for (const socket of deps.io.of('/').sockets.values()) {
      if (identityOf(socket).expiresAt <= now) socket.disconnect(true);
    }
  }, deps.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
