import type { Bus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

/** Redis when a URL is configured (scaled mode), else the in-process bus (embedded mode). */
export function createBus(redisUrl: string | undefined, connectionName?: string): Bus {
  return redisUrl ? createRedisBus(redisUrl, { connectionName }) : createMemoryBus();
}
