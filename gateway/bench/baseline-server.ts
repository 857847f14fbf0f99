import { createServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * The benchmark's baseline: a bare Socket.IO server with the gateway's transport settings and
 * nothing else (no auth, no rooms, no views, no bus). The harness hands it each payload over
 * IPC and it broadcasts it to every client.
 */
const server = createServer();
const io = new Server(server, {
  transports: ['websocket'],
  perMessageDeflate: false,
  httpCompression: false,
  serveClient: false,
});
process.on('message', (m: { emit?: unknown }) => {
  if (m.emit) io.emit('quote:accepted', m.emit);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ listening: typeof address === 'object' && address ? address.port : 0 });
});
