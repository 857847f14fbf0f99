import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@bidhall/contracts/realtime/events';
import { PROTOCOL_VERSION } from '@bidhall/contracts/realtime/protocol';
import { getToken } from '../auth/cookies';
import { currentLanguage } from '../i18n';
import { pingRound, startClockSync } from './clock-store';
import { useConnection } from './connection-store';
import { onRefusal } from './refusal';

export type TabSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const RECONNECT_DELAY_MAX_MS = 5000;

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
 * `url` is the gateway's origin when it is not the page's own (tests).
 */
export function tabSocket(token = getToken(), url?: string): TabSocket | null {
  if (!token) return null;
  if (current?.token === token) return current.socket;
  closeTabSocket();
  const socket: TabSocket = io(url, {
    transports: ['websocket'],
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
    auth: { token, v: PROTOCOL_VERSION, lang: currentLanguage() },
  });
  const { setStatus } = useConnection.getState();
  setStatus('connecting');
  socket.on('connect', () => setStatus('connected'));
  socket.on('disconnect', (reason) => {
    setStatus('reconnecting');
    // The gateway closes the sockets whose session ended, and socket.io does not reconnect after
    // a server's close: the handshake asked again says whether the session is over (refused with
    // its code, handled below) or the socket may stay.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.io.on('reconnect_attempt', () => setStatus('reconnecting'));
  // A refused handshake ends socket.io's own retries; what follows is decided per code.
  socket.on('connect_error', (error) =>
    onRefusal(error, {
      signOut: closeTabSocket,
      retryLater: () => setTimeout(() => current?.socket === socket && socket.connect(), RECONNECT_DELAY_MAX_MS),
    }),
  );
  const stopClock = startClockSync(ping(socket));
  socket.on('connect', () => void pingRound(ping(socket)));
  current = { token, socket, stopClock };
  return socket;
}

/** Asks again after a refusal that the user can remedy (too many windows open). */
export function retryTabSocket() {
  if (!current || current.socket.connected) return;
  useConnection.getState().setStatus('connecting');
  current.socket.connect();
}

/** Closes the tab socket (sign-out). */
export function closeTabSocket() {
  if (!current) return;
  current.stopClock();
  current.socket.disconnect();
  current = null;
}
