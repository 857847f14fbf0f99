import { EventEmitter } from 'node:events';
import { channelsOf, encodeBusMessage, PLATFORM_CHANNEL } from '@bidhall/contracts/bus';
import type { Bus, BusState } from './bus.ts';
import { closeRedis } from './redis-close.ts';
import { connectRedis, type RedisClient, type RedisTarget } from './redis-target.ts';
import { startHeartbeat } from './redis-heartbeat.ts';

/**
 * Redis 7 sharded pub/sub, on one server or a Redis Cluster (`RedisTarget`). A message goes
 * with SPUBLISH on each of its channels (`channelsOf`: its hall's and its tenant's screen feed,
 * or the platform channel), so a cluster keeps each channel on the primary owning its slot and
 * sends a message only to the processes subscribed to that channel there.
 *
 * Publishing uses its own connection with no offline queue, so a publish while Redis is down
 * fails at once and the outbox row stays for the sweeper instead of piling up in memory.
 * Subscribing uses a second connection (a subscribed connection cannot publish; on a cluster,
 * one per primary) whose commands wait for Redis as long as it takes: a process may start
 * before Redis does, and ioredis reconnects for ever (its delay capped at 2 s) and subscribes
 * again by itself after every reconnect or failover.
 */
export function createRedisBus(target: RedisTarget | string, opts: { connectionName?: string } = {}): Bus {
  const where = typeof target === 'string' ? { url: target } : target;
  const publisher = connectRedis(where, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: opts.connectionName ? `${opts.connectionName}:pub` : undefined,
    lazyConnect: false,
  });
  publisher.on('error', () => {
    /* reported through publish() rejections and the subscriber's state */
  });
  let subscriber: RedisClient | undefined;
  const handlers = new Set<(text: string) => void>();
  /** The channels whose messages go to the handlers: the platform's once subscribed, and those watched. */
  const channels = new Set<string>();
  /** Each watched channel's SSUBSCRIBE, until it is unwatched. */
  const watching = new Map<string, Promise<unknown>>();
  const states = new EventEmitter();
  let state: BusState = 'down';
  const setState = (next: BusState) => {
    if (next === state) return;
    state = next;
    states.emit('state', next);
  };

  function connection(): RedisClient {
    if (subscriber) return subscriber;
    const sub = connectRedis(where, {
      connectionName: opts.connectionName ? `${opts.connectionName}:sub` : undefined,
      // Not the default 20 reconnects: an SSUBSCRIBE would be rejected ~10 s into an outage.
      maxRetriesPerRequest: null,
    });
    subscriber = sub;
    sub.on('ready', () => setState('ready'));
    sub.on('close', () => setState('down'));
    sub.on('error', () => setState('down'));
    sub.on('smessage', (channel: string, text: string) => {
      if (!channels.has(channel)) return;
      for (const handler of handlers) handler(text);
    });
    stopHeartbeat = startHeartbeat(sub, () => setState('down'));
    return sub;
  }

  let stopHeartbeat = () => {};

  let platform: Promise<void> | undefined;
  async function subscribePlatform(): Promise<void> {
    channels.add(PLATFORM_CHANNEL);
    await connection().ssubscribe(PLATFORM_CHANNEL);
    setState('ready');
  }

  return {
    kind: 'redis',
    async publish(message, opts) {
      const text = encodeBusMessage(message, opts);
      await Promise.all(channelsOf(message).map((channel) => publisher.spublish(channel, text)));
    },
    async subscribe(handler) {
      handlers.add(handler);
      await (platform ??= subscribePlatform());
      return async () => {
        handlers.delete(handler);
      };
    },
    async watch(channel) {
      let subscribed = watching.get(channel);
      if (!subscribed) {
        channels.add(channel);
        watching.set(channel, (subscribed = connection().ssubscribe(channel)));
      }
      await subscribed;
    },
    async unwatch(channel) {
      if (!watching.delete(channel)) return;
      channels.delete(channel);
      await connection().sunsubscribe(channel);
    },
    onState(listener) {
      states.on('state', listener);
      listener(state);
    },
    async close() {
      stopHeartbeat();
      handlers.clear();
      channels.clear();
      watching.clear();
      states.removeAllListeners();
      await Promise.allSettled([closeRedis(publisher), subscriber ? closeRedis(subscriber) : undefined]);
    },
  };
}
