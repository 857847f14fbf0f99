import type { Bus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';
import type { RedisTarget } from './redis-target.ts';

/** Redis when one is configured (scaled mode: one server or a cluster), else the in-process bus (embedded mode). */
export function createBus(redis: RedisTarget | undefined, connectionName?: string): Bus {
  return redis ? createRedisBus(redis, { connectionName }) : createMemoryBus();
}
