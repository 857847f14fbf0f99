import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { Server, type Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { eventually } from '../test/harness.ts';
import { useCorkedSends } from './corked-sends.ts';
import type { GatewayServer } from './io.ts';

const open: { servers: Server[]; clients: ClientSocket[] } = { servers: [], clients: [] };
afterEach(async () => {
  for (const c of open.clients.splice(0)) c.close();
  await Promise.all(open.servers.splice(0).map((io) => new Promise((resolve) => io.close(resolve))));
});

/** A server with corked sends, one client connected, and the server side's TCP writes counted. */
async function connected() {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], perMessageDeflate: false });
  open.servers.push(io);
  useCorkedSends(io as unknown as GatewayServer);
  const joined = once(io, 'connection') as Promise<[Socket]>;
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'] });
  open.clients.push(client);
  const [socket] = await joined;
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: TcpSocket } }).socket._socket;
  const writes = { calls: 0 };
  for (const method of ['_write', '_writev'] as const) {
    const original = tcp[method] as (...args: unknown[]) => void;
    (tcp as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      writes.calls += 1;
      original.apply(tcp, args);
    };
  }
  const received: number[] = [];
  client.on('n', (n: number) => received.push(n));
  await eventually(() => expect(client.connected).toBe(true));
  return { socket, client, writes, received };
}

it('writes the packets that waited for a socket in one system call, every one delivered in order', async () => {
  const { socket, writes, received } = await connected();
  // The first goes out at once; the rest wait for its write and leave as one batch.
  for (let n = 0; n < 30; n += 1) socket.emit('n', n);
  await eventually(() => expect(received).toHaveLength(30));
  expect(received).toEqual(Array.from({ length: 30 }, (_, n) => n));
  // Uncorked, ws writes each of the 29 waiting frames on its own: 30 writes.
  expect(writes.calls).toBeLessThanOrEqual(2);
});

it('sends a packet that does not wait as before, one write each', async () => {
  const { socket, writes, received } = await connected();
  for (let n = 0; n < 3; n += 1) {
    socket.emit('n', n);
    await eventually(() => expect(received).toHaveLength(n + 1));
  }
  expect(received).toEqual([0, 1, 2]);
  expect(writes.calls).toBe(3);
});
