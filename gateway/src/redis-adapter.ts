import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { GatewayServer } from './io.ts';
import type { Logger } from 'pino';

/**
 * The Redis adapter between nodes, on two connections of its own (a subscribed connection
 * cannot publish; the bus has its own pair). It carries only broadcasts a node originates
 * itself: bus events are emitted by every node to its own sockets with `io.local`.
 */
export function attachRedisAdapter(
  io: GatewayServer,
  url: string,
  opts: { nodeName: string; logger: Logger },
): () => Promise<void> {
  const pub = new Redis(url, { connectionName: `${opts.nodeName}:adapter-pub`, maxRetriesPerRequest: null });
  const sub = pub.duplicate({ connectionName: `${opts.nodeName}:adapter-sub` });
  let warned = false;
  const onError = (error: Error) => {
    // ioredis reconnects by itself; one line per outage is enough.
    if (!warned) opts.logger.warn({ err: error }, 'redis adapter connection error; retrying');
    warned = true;
  };
  pub.on('error', onError);
  sub.on('error', onError);
  pub.on('ready', () => (warned = false));
  io.adapter(createAdapter(pub, sub, { key: 'bidhall:socket.io' }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
