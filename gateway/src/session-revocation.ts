import type { GatewayServer } from './io.ts';
import type { BusMessageOf } from '@bidhall/contracts/bus';
import { rooms } from '@bidhall/contracts/realtime/rooms';
import { identityOf, type SocketIdentity } from './auth.ts';

/**
 * Sessions ended on the bus, for this node's sockets:
 * - session.revoked (a sign-out): the sockets opened with that token are closed at once, and
 *   the token is refused at its next handshake. Other tokens of the same user (another
 *   browser) keep their sockets.
 * - sessions.ended (the password changed, the user was disabled, lost a role or its approval):
 *   every socket of the user opened with a token older than the new session version is closed,
 *   and such tokens are refused at the handshake from now on.
 * A closed socket's hall admissions are forgotten with it (`forget`).
 */
export function createSessionRevocation(deps: {
  io: GatewayServer;
  revoke: (jti: string) => void;
  endSessions: (userId: number, sessionVersion: number) => void;
  forget: (jti: string) => void;
}) {
  const closeWhere = (userId: number, ends: (identity: SocketIdentity) => boolean) => {
    const nsp = deps.io.of('/');
    for (const id of [...(nsp.adapter.rooms.get(rooms.user(userId)) ?? [])]) {
      const socket = nsp.sockets.get(id);
      if (!socket || !ends(identityOf(socket))) continue;
      deps.forget(identityOf(socket).jti);
      socket.disconnect(true);
    }
  };
  return {
    revoked(message: BusMessageOf<'session.revoked'>): void {
      const { userId, jti } = message.payload;
      deps.revoke(jti);
      deps.forget(jti);
      closeWhere(userId, (identity) => identity.jti === jti);
    },
    ended(message: BusMessageOf<'sessions.ended'>): void {
      const { userId, sessionVersion } = message.payload;
      deps.endSessions(userId, sessionVersion);
      closeWhere(userId, (identity) => identity.sessionVersion < sessionVersion);
    },
  };
}
