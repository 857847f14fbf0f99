import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { BUS_CHANNEL, encodeBusMessage } from '@bidhall/contracts/bus';
import type { Bus, BusState } from './bus.ts';
import { closeRedis } from './redis-close.ts';

/**
 * Redis pub/sub. Publishing uses its own connection with no offline queue, so a publish
 * while Redis is down fails at once and the outbox row stays for the sweeper instead of
 * piling up in memory. Subscribing uses a second connection (a subscribed connection
 * cannot publish) whose commands wait for Redis as long as it takes: a process may start
 * before Redis does, and ioredis reconnects for ever (its delay capped at 2 s) and
 * re-subscribes by itself after every reconnect.
 */
export function createRedisBus(url: string, opts: { connectionName?: string } = {}): Bus {
  const publisher = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: opts.connectionName ? `${opts.connectionName}:pub` : undefined,
    lazyConnect: false,
  });
  publisher.on('error', () => {
    /* reported through publish() rejections and the subscriber's state */
  });
  let subscriber: Redis | undefined;
  let subscribed: Promise<void> | undefined;
  const handlers = new Set<(text: string) => void>();
  const states = new EventEmitter();
  let state: BusState = 'down';
  const setState = (next: BusState) => {
    if (next === state) return;
    state = next;
    states.emit('state', next);
  };

  async function subscribeOnce(): Promise<void> {
    const sub = new Redis(url, {
      connectionName: opts.connectionName ? `${opts.connectionName}:sub` : undefined,
      // Not the default 20 reconnects: the SUBSCRIBE below would be rejected ~10 s into an outage.
      maxRetriesPerRequest: null,
    });
    subscriber = sub;
    sub.on('ready', () => setState('ready'));
    sub.on('close', () => setState('down'));
    sub.on('error', () => setState('down'));
    sub.on('message', (channel: string, text: string) => {
      if (channel !== BUS_CHANNEL) return;
      for (const handler of handlers) handler(text);
    });
    await sub.subscribe(BUS_CHANNEL);
    setState('ready');
  }

  return {
    kind: 'redis',
    async publish(message, opts) {
      await publisher.publish(BUS_CHANNEL, encodeBusMessage(message, opts));
    },
    async subscribe(handler) {
      handlers.add(handler);
      await (subscribed ??= subscribeOnce());
      return async () => {
        handlers.delete(handler);
      };
    },
    onState(listener) {
      states.on('state', listener);
      listener(state);
    },
    async close() {
      handlers.clear();
      states.removeAllListeners();
      await Promise.allSettled([closeRedis(publisher), subscriber ? closeRedis(subscriber) : undefined]);
    },
  };
}
