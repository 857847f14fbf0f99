import { createShardedAdapter } from '@socket.io/redis-adapter';
import { closeRedis } from '@bidhall/bus/redis-close';
import { connectRedis, type RedisClient, type RedisTarget } from '@bidhall/bus/redis-target';
import type { GatewayServer } from './io.ts';
import type { Logger } from 'pino';

/**
 * The Redis adapter between nodes, on two connections of its own (a subscribed connection
 * cannot publish; the bus has its own pair): Socket.IO's sharded adapter, on Redis 7 sharded
 * pub/sub like the bus, so that it runs on a Redis Cluster as on one server. It carries only
 * what a node originates itself (the bidders-online count and the requests behind it): bus
 * events are emitted by every node to its own sockets with `io.local`. So its subscriptions are
 * static (one channel for every node, and one for answers to each): the dynamic mode's channel
 * per room would subscribe every node to a channel for each user room it holds, and nothing is
 * ever broadcast to one room alone across nodes.
 *
 * While Redis is away the connections queue their commands and reconnect by themselves. The
 * adapter issues its publishes (broadcasts, requests to other nodes, answers to them) and its
 * (un)subscriptions without awaiting them; one still queued when its connection ends (the node
 * stopping while Redis is away) is rejected, and unhandled that would kill the process. Each
 * is therefore handled here: logged once per outage, the broadcast lost (presence is counted
 * again on the next change, and a stopping node's sockets are gone anyway).
 */
export function attachRedisAdapter(
  io: GatewayServer,
  target: RedisTarget | string,
  opts: { nodeName: string; logger: Logger },
): () => Promise<void> {
  const where = typeof target === 'string' ? { url: target } : target;
  const pub = connectRedis(where, { connectionName: `${opts.nodeName}:adapter-pub`, maxRetriesPerRequest: null });
  const sub = connectRedis(where, { connectionName: `${opts.nodeName}:adapter-sub`, maxRetriesPerRequest: null });
  let warned = false;
  const onError = (error: Error) => {
    // ioredis reconnects by itself; one line per outage is enough.
    if (!warned) opts.logger.warn({ err: error }, 'redis adapter connection error; retrying');
    warned = true;
  };
  pub.on('error', onError);
  sub.on('error', onError);
  let lost = false;
  const onLost = (error: Error) => {
    if (!lost) opts.logger.warn({ err: error }, 'redis adapter command failed; broadcasts to other nodes lost');
    lost = true;
  };
  pub.on('ready', () => (warned = lost = false));
  handleRejections(pub, ['spublish'], onLost);
  handleRejections(sub, ['ssubscribe', 'sunsubscribe'], onLost);
  io.adapter(createShardedAdapter(pub, sub, { channelPrefix: 'bidhall:socket.io', subscriptionMode: 'static' }));
  return async () => {
    await Promise.allSettled([closeRedis(pub), closeRedis(sub)]);
  };
}

/** Makes every call of the named commands handle its own rejection (the caller still sees it when it awaits). */
function handleRejections(
  client: RedisClient,
  names: readonly ('spublish' | 'ssubscribe' | 'sunsubscribe')[],
  onError: (error: Error) => void,
) {
  for (const name of names) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const handled = (...args: unknown[]) => {
      const result = original(...args);
      result.catch(onError);
      return result;
    };
    (client as unknown as Record<string, unknown>)[name] = handled;
  }
}
