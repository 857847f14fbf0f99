import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@bidhall/contracts/realtime/events';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { getToken } from '../auth/cookies';
import { currentLanguage } from '../i18n';
import { pingRound, startClockSync } from './clock-store';
import { useConnection } from './connection-store';

export type TabSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: { token: string; socket: TabSocket; stopClock: () => void } | null = null;

function ping(socket: TabSocket) {
  return (t0: number) =>
    new Promise<number | null>((resolve) => {
      if (!socket.connected) return resolve(null);
      socket
        .timeout(5000)
        .emit('time:ping', { t0 }, (err, answer) => resolve(!err && answer.ok ? answer.data.serverNow : null));
    });
}

/**
 * The one Socket.IO connection of this signed-in tab (WebSocket only: the gateways run without
 * sticky sessions). Every hall, the big screen and the badges share it; a new token replaces it.
 */
export function tabSocket(token = getToken()): TabSocket | null {
  if (!token) return null;
  if (current?.token === token) return current.socket;
  closeTabSocket();
  const socket: TabSocket = io({
    transports: ['websocket'],
    reconnectionDelayMax: 5000,
    auth: { token, v: PROTOCOL_VERSION, lang: currentLanguage() },
  });
  const { setStatus } = useConnection.getState();
  setStatus('connecting');
  socket.on('connect', () => setStatus('connected'));
  socket.on('disconnect', () => setStatus('reconnecting'));
  socket.io.on('reconnect_attempt', () => setStatus('reconnecting'));
  const stopClock = startClockSync(ping(socket));
  socket.on('connect', () => void pingRound(ping(socket)));
  current = { token, socket, stopClock };
  return socket;
}

/** Closes the tab socket (sign-out). */
function closeTabSocket() {
  if (!current) return;
  current.stopClock();
  current.socket.disconnect();
  current = null;
}
