import { rooms } from '@bidhall/contracts/realtime/rooms';
import { mayWatchScreen } from '@bidhall/domain/audience-policy';
import type { Logger } from 'pino';
import { fail, request } from '../ack.ts';
import { identityOf } from '../auth.ts';
import type { GatewaySocket } from '../io.ts';

/**
 * screen:join: the big screen of the token's own tenant (never a tenant named by the client).
 * It shows aggregates only, to the roles the audience policy lets watch it: the platform's
 * staff and the agencies and purchasers of the tenant; a supplier or an expert is refused.
 */
export function registerScreenHandlers(deps: { logger: Logger; onJoin: (tenantId: number) => void }) {
  return (socket: GatewaySocket) => {
    const identity = identityOf(socket);
    socket.on(
      'screen:join',
      request(
        'screen:join',
        identity.lang,
        () => {
          if (identity.tenantId === null || !mayWatchScreen(identity.role)) return fail('forbidden', identity.lang);
          socket.join(rooms.screen(identity.tenantId));
          deps.onJoin(identity.tenantId);
          return { ok: true, data: { tenantId: identity.tenantId } };
        },
        (error) => deps.logger.error({ err: error }, 'screen:join failed'),
      ),
    );
  };
}
