import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

/**
 * The watcher-cost bench's server: bare Socket.IO with the gateway's transport settings; on
 * `{send: {count, rate, message}}` over IPC it broadcasts `count` quote:accepted messages at
 * `rate` a second (seq 1, 2, ...), then reports `{sent}`.
 */
const http = createServer();
const io = new Server(http, {
  transports: ['websocket'],
  perMessageDeflate: false,
  httpCompression: false,
  serveClient: false,
});
io.on('connection', (socket) =>
  socket.on('hall:join', (_req: unknown, ack: (reply: unknown) => void) =>
    ack({ ok: true, data: { audience: 'agency' } }),
  ),
);
process.on('message', (m: { send?: { count: number; rate: number; message: Record<string, unknown> } }) => {
  if (!m.send) return;
  const { count, rate, message } = m.send;
  let seq = 0;
  const timer = setInterval(() => {
    seq += 1;
    // The gateway's key order (contracts' streamItemOf): the head, seq included, before the view.
    io.emit('quote:accepted', { v: message.v, projectId: message.projectId, seq, view: message.view });
    if (seq >= count) {
      clearInterval(timer);
      process.send?.({ sent: seq });
    }
  }, 1000 / rate);
});
http.listen(0, '127.0.0.1', () => process.send?.({ port: (http.address() as AddressInfo).port }));
