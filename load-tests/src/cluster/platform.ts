import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NetworkNamespace } from './netns.ts';
import { API_MAIN, API_NODE_FLAGS, GATEWAY_MAIN, Service, freePort, type Placement } from './processes.ts';

export type PlatformOptions = {
  apis: number;
  gateways: number;
  /** PostgreSQL; without it each api keeps PGlite in its own DATA_DIR (one api only). */
  databaseUrl?: string;
  /** One Redis by URL, or a Redis Cluster by some of its nodes (host:port). */
  redis: { url: string } | { clusterNodes: string[] };
  logDir: string;
  /** Shared by every process: a gateway accepts the tokens an api signed. */
  jwtSecret?: string;
  /** Settings of the apis beyond the topology's own (config.ts names them). */
  apiSettings?: Record<string, string>;
  /**
   * The first gateway runs in this network namespace (the drill's partition cuts its link): it
   * reaches Redis (one server, which must listen there too) and the apis at the namespace's host
   * address, where the apis then listen, and is reached at its inner address.
   */
  netns?: NetworkNamespace;
};

export type Platform = {
  apis: Service[];
  gateways: Service[];
  apiUrls: string[];
  gatewayUrls: string[];
  /** The gateways' METRICS_TOKEN: /metrics for a caller not on the loopback (a gateway in a namespace). */
  metricsToken?: string;
  stop(): Promise<void>;
};

/**
 * api and gateway processes from their mains, on free ports, on one database and one Redis (or
 * Redis Cluster).
 * The apis start one after the other: the first migrates and seeds, the others find it done.
 */
export async function startPlatform(opts: PlatformOptions): Promise<Platform> {
  if (!opts.databaseUrl && opts.apis > 1) throw new Error('several apis need one PostgreSQL (DATABASE_URL)');
  const jwtSecret = opts.jwtSecret ?? randomBytes(32).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const redis: Record<string, string> =
    'url' in opts.redis ? { REDIS_URL: opts.redis.url } : { REDIS_CLUSTER_NODES: opts.redis.clusterNodes.join(',') };
  const ns = opts.netns;
  const apiPlace: Placement = ns ? { host: ns.hostAddress } : {};
  const common = { ...redis, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const apis: Service[] = [];
  for (let i = 0; i < opts.apis; i++) {
    // The gateways run as their own processes here, as in the compose topology.
    const env: Record<string, string> = {
      ...common,
      ...opts.apiSettings,
      EMBED_GATEWAY: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bidhall-api-')),
    };
    if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
    apis.push(new Service(`api-${i + 1}`, API_MAIN, await freePort(), env, opts.logDir, API_NODE_FLAGS, apiPlace));
  }
  const gateways: Service[] = [];
  for (let i = 0; i < opts.gateways; i++) {
    // Each gateway prefers its own api and fails over to the others while that one is down.
    const apiUrls = apis.map((_, j) => apis[(i + j) % apis.length]!.url);
    // The harness's watchers share the agency's and the purchaser's tokens: thousands of sockets per user.
    const env: Record<string, string> = {
      ...common,
      API_URL: apiUrls.join(','),
      NODE_NAME: `gateway-${i + 1}`,
      MAX_SOCKETS_PER_USER: '1000000',
      METRICS_TOKEN: metricsToken,
    };
    let place: Placement = {};
    if (ns && i === 0) {
      // A single Redis is reached at the namespace's host side; a cluster's nodes already
      // announce that address (startRedisCluster's `host`).
      if ('url' in opts.redis) env.REDIS_URL = urlAt(opts.redis.url, ns.hostAddress);
      place = { host: ns.innerAddress, exec: ns.exec };
    }
    gateways.push(new Service(`gateway-${i + 1}`, GATEWAY_MAIN, await freePort(), env, opts.logDir, [], place));
  }
  const all = [...apis, ...gateways];
  try {
    for (const api of apis) await api.start();
    await Promise.all(gateways.map((g) => g.start()));
  } catch (error) {
    await Promise.all(all.map((s) => s.kill()));
    throw error;
  }
  return {
    apis,
    gateways,
    apiUrls: apis.map((a) => a.url),
    gatewayUrls: gateways.map((g) => g.url),
    metricsToken,
    stop: async () => void (await Promise.all(all.map((s) => s.kill('SIGTERM')))),
  };
}

/** `url` with its host replaced by `host`. */
function urlAt(url: string, host: string): string {
  const at = new URL(url);
  at.hostname = host;
  return at.toString();
}
