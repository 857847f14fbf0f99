import type { Logger } from 'pino';
import { request } from '../ack.ts';
import { identityOf } from '../auth.ts';
import type { Clock } from '../clock.ts';
import type { GatewaySocket } from '../io.ts';

/**
 * time:ping: the server's clock in the acknowledgement, so the client can estimate its offset
 * (several samples, keeping the smallest round trip; see the contract). The quote window is
 * decided by the server clock alone; this only makes the client's countdown match it.
 */
export function registerTimeHandlers(deps: { clock: Clock; logger: Logger }) {
  return (socket: GatewaySocket) => {
    socket.on(
      'time:ping',
      request(
        'time:ping',
        identityOf(socket).lang,
        ({ t0 }) => ({ ok: true, data: { t0, serverNow: Math.round(deps.clock.now()) } }),
        (error) => deps.logger.error({ err: error }, 'time:ping failed'),
      ),
    );
  };
}
