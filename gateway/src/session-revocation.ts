import type { GatewayServer } from './io.ts';
import type { BusMessageOf } from '@bidhall/contracts/bus';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import { identityOf } from './auth.ts';

/**
 * session.revoked from the bus (a sign-out): this node's sockets opened with that token are
 * closed at once, and the token is refused at its next handshake. Other tokens of the same
 * user (another browser) keep their sockets.
 */
export function createSessionRevocation(deps: { io: GatewayServer; forget: (jti: string) => void }) {
  return (message: BusMessageOf<'session.revoked'>): void => {
    const { userId, jti } = message.payload;
    deps.forget(jti);
    for (const id of deps.io.of('/').adapter.rooms.get(rooms.user(userId)) ?? []) {
      const socket = deps.io.of('/').sockets.get(id);
      if (socket && identityOf(socket).jti === jti) socket.disconnect(true);
    }
  };
}
