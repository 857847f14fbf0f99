import { Cluster, type Redis } from 'ioredis';
import type { RedisClient } from './redis-target.ts';

/**
 * How often a subscriber asks Redis whether it still answers, and how long it waits: a link cut
 * off without a reset (a network partition) leaves a connection looking open for as long as TCP
 * retransmits, events silently missing, so an unanswered PING ends it; ioredis then reconnects
 * and subscribes again, and the gateway repairs the seqs it missed.
 */
export const HEARTBEAT_MS = 1_000;
export const HEARTBEAT_TIMEOUT_MS = 3_000;

/**
 * The connections whose silence means the subscriber is cut off: the one server; on a cluster,
 * each primary (a partition of this host cuts them all, its sharded subscribers among them;
 * a primary that failed outright is the cluster's own business: its replica takes over).
 */
function pinged(sub: RedisClient): Redis[] {
  return sub instanceof Cluster ? sub.nodes('master') : [sub];
}

/**
 * Pings the subscriber's Redis every HEARTBEAT_MS; when an answer takes longer than
 * HEARTBEAT_TIMEOUT_MS, calls `silent` and drops the connection (a cluster: every connection of
 * the client) with a reconnect, after which the client subscribes again by itself. Answers the
 * timer's stop.
 */
export function startHeartbeat(sub: RedisClient, silent: () => void): () => void {
  let waiting = false;
  const timer = setInterval(() => {
    if (waiting || sub.status !== 'ready') return;
    const nodes = pinged(sub);
    if (nodes.length === 0) return;
    waiting = true;
    // Decided after the poll phase (setImmediate): a reply that came while this process's
    // event loop was stalled (a busy host) is read first, and does not end a live connection.
    const late = setTimeout(
      () =>
        setImmediate(() => {
          if (!waiting) return;
          silent();
          sub.disconnect(true);
        }),
      HEARTBEAT_TIMEOUT_MS,
    );
    // Settled when every node answered or its connection ended (ioredis then reconnects).
    void Promise.allSettled(nodes.map((node) => node.ping())).finally(() => {
      clearTimeout(late);
      waiting = false;
    });
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
