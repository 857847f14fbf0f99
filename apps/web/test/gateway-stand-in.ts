import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Server, type Socket } from 'socket.io';
import { closeTabSocket } from '../src/realtime/socket';

/**
 * A real Socket.IO server standing in for the gateway, for the test file that calls it: the
 * sockets the tab opened (in order, emptied after each test with the tab's socket closed) and
 * the server's url, known once the file's tests start.
 */
export function gatewayStandIn(onConnection: (socket: Socket) => void = () => {}) {
  const sockets: Socket[] = [];
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    onConnection(socket);
    sockets.push(socket);
  });
  const where = { url: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    where.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    closeTabSocket();
    sockets.length = 0;
  });
  afterAll(async () => {
    await io.close();
  });
  /**
   * Waits for the tab's socket to reach the stand-in, past socket.io's 20 s connect timeout and
   * one reconnection: on a loaded machine the first WebSocket attempt can stall, and the tab's
   * own retry is what connects it then.
   */
  const connected = async () => {
    await waitFor(() => expect(sockets).toHaveLength(1), { timeout: 30_000 });
    return sockets[0]!;
  };
  return { sockets, url: () => where.url, connected };
}
