import type { BroadcastOperator, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@bidhall/contracts/realtime/events';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import type { SocketIdentity } from './auth.ts';

/**
 * The gateway's Socket.IO types, from the realtime contract's event maps: an emit with an
 * event name or a message the contract does not have fails to compile, and so does a handler
 * for a request it does not name.
 */

/** What the gateway keeps on a socket: who it is (set at the handshake) and the halls it is in. */
export interface SocketData {
  identity: SocketIdentity;
  /** Each hall the socket is in, with the audience the api gave it there. */
  halls?: Map<number, HallAudience>;
}

export type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type GatewayBroadcast = BroadcastOperator<ServerToClientEvents, SocketData>;
