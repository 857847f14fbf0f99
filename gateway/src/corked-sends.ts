import type { GatewayServer } from './io.ts';

/** The TCP socket under a WebSocket transport (ws's `_socket`); absent for other transports. */
type Corkable = { cork(): void; uncork(): void };
type Transport = { send(packets: unknown[]): void; socket?: { _socket?: Corkable } };

const corked = new WeakSet<object>();

/**
 * Sends the packets that wait for one socket in one system call. What is emitted to a socket
 * while its previous frame is still being written waits in engine.io's buffer, and is sent
 * as one batch when that write completes; a gateway past what its cores carry builds batches
 * of tens of events per socket (35 under 10,000 sockets at 10 events a second, docs/perf.md).
 * ws writes each packet as its own frame, one `writev` each, and those writes were over half
 * the gateway's CPU. Corked around the batch, the TCP socket takes every frame of it in one
 * `writev`: the same frames, in the same order, with the same callbacks, so a gateway that
 * falls behind catches up with fewer system calls instead of more. A single packet (every
 * send while the gateway keeps up) goes as before.
 *
 * engine.io does not export its transport classes, so the class is patched through the first
 * transport it makes, once per class; every engine.io server of the process then corks alike
 * (a gateway process, standalone or inside the api, runs one).
 */
export function useCorkedSends(io: GatewayServer): void {
  io.engine.on('connection', (socket: { transport: Transport }) =>
    corkBatches(Object.getPrototypeOf(socket.transport)),
  );
}

function corkBatches(proto: Transport): void {
  if (corked.has(proto)) return;
  const send = proto.send;
  if (typeof send !== 'function') throw new Error('engine.io transport has no send() to cork');
  corked.add(proto);
  proto.send = function (this: Transport, packets: unknown[]) {
    const tcp = packets.length > 1 ? this.socket?._socket : undefined;
    if (!tcp) return send.call(this, packets);
    tcp.cork();
    try {
      send.call(this, packets);
    } finally {
      tcp.uncork();
    }
  };
}
