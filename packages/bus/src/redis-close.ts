import type { RedisClient } from './redis-target.ts';

/**
 * Closes an ioredis connection without waiting on a Redis that is away. A ready connection
 * gets QUIT (the replies still due arrive first); any other is dropped at once: a QUIT sent
 * while Redis is away joins the offline queue behind the commands waiting there and resolves
 * only when Redis returns, so a process stopping during an outage would never stop. Commands
 * still queued are then rejected with "Connection is closed."; whoever issued them must
 * handle that.
 */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Dropped while quitting: disconnect below ends it for good.
    }
  }
  client.disconnect();
}
