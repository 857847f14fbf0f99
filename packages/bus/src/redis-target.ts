import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { z } from 'zod';

/**
 * Where Redis is: one server by URL, or a Redis Cluster by some of its nodes (`host:port`; the
 * client learns the rest and follows slots as they move, a replica's promotion included).
 */
export type RedisTarget = { url: string } | { clusterNodes: string[]; natMap?: ClusterNatMap };

/**
 * Where this client reaches each cluster node the cluster announces (`host:port` as in CLUSTER
 * SLOTS): for nodes behind address translation, or a test's proxies in front of them.
 */
export type ClusterNatMap = Record<string, { host: string; port: number }>;

/**
 * REDIS_CLUSTER_NODES of the api and the gateway: some nodes of a Redis Cluster, comma-separated
 * `host:port`; empty or unset: no cluster (REDIS_URL, or the in-process bus).
 */
export const RedisClusterNodesEnv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[^\s:,]+:\d{1,5}$/, 'each node as host:port')));

/** The target from configuration: the cluster when nodes are listed, else the URL, else none. */
export function redisTargetOf(url: string | undefined, clusterNodes: readonly string[] = []): RedisTarget | undefined {
  if (clusterNodes.length > 0) return { clusterNodes: [...clusterNodes] };
  return url ? { url } : undefined;
}

export type RedisClient = Redis | Cluster;

/**
 * A client of the target. On a cluster, sharded subscriptions are made on a connection to each
 * primary that owns a subscribed channel's slot, made again on the new primary after a failover
 * (`shardedSubscribers`); `options` apply to every node connection, and the offline queue and
 * retry bound to the cluster client as well.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions = {}): RedisClient {
  if ('url' in target) return new Redis(target.url, options);
  const { enableOfflineQueue, connectionName, ...redisOptions } = options;
  return new Cluster(
    target.clusterNodes.map((node) => {
      const [host, port] = node.split(':');
      return { host: host || '127.0.0.1', port: Number(port || 6379) };
    }),
    {
      shardedSubscribers: true,
      ...(target.natMap ? { natMap: target.natMap } : {}),
      enableOfflineQueue: enableOfflineQueue ?? true,
      // Slots move on a failover: ask again soon, for as long as the node timeout runs.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 200,
      redisOptions: { ...redisOptions, connectionName },
      clusterRetryStrategy: (times) => Math.min(100 * times, 2000),
    },
  );
}
