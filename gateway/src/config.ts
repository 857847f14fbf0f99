import { RedisClusterNodesEnv } from '@bidhall/bus/redis-target';
import { z } from 'zod';

/**
 * Read once at start-up (main.ts, or the api's embedded main with its own values). A bad or
 * missing value stops the process with a message naming the variable.
 */
const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  HOST: z.string().default('0.0.0.0'),
  REDIS_URL: z.url().optional(),
  /** A Redis Cluster's nodes (host:port, comma-separated): the bus on it instead of REDIS_URL. */
  REDIS_CLUSTER_NODES: RedisClusterNodesEnv,
  /** The api's base URL, or several (comma-separated) to fail over between (api-client.ts). */
  API_URL: csv.pipe(z.array(z.url()).min(1, 'API_URL needs at least one URL')),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  JWT_ISSUER: z.string().min(1).default('bidhall'),
  /** Origins allowed to open a socket; empty refuses every browser origin. */
  ALLOWED_ORIGINS: csv,
  /** How long the api's "this token is still valid" answer is trusted. */
  SESSION_CACHE_MS: ms(30_000),
  /** How long a refused hall join is remembered before asking the api again. */
  ACCESS_CACHE_MS: ms(5_000),
  /**
   * Sockets one user may hold open, across the nodes sharing Redis (else on this node); the
   * next handshake is refused with a reason.
   */
  MAX_SOCKETS_PER_USER: z.coerce.number().int().positive().default(10),
  /** How long a socket's place in that count outlives its node's last heartbeat (a node that died). */
  SOCKET_LEASE_MS: ms(60_000),
  /** Lets a caller from outside this host read /metrics and the full health answer (Bearer). */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  API_TIMEOUT_MS: ms(5_000),
  COUNTDOWN_INTERVAL_MS: ms(5_000),
  BADGE_COALESCE_MS: ms(500),
  SCREEN_STATS_INTERVAL_MS: ms(1_000),
  /** A hall's watchers get at most one packet per tick under a storm (fanout/frames.ts). */
  FRAME_TICK_MS: ms(100),
  /** A frame going to at least this many sockets goes packed (deflated once for them all). */
  FRAME_PACK_MIN_SOCKETS: z.coerce.number().int().positive().default(8),
  /** Sockets of one node in a process; a name for logs and Redis client names. */
  NODE_NAME: z.string().min(1).default('gateway'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = {
  port: number;
  host: string;
  redisUrl: string | undefined;
  /** A Redis Cluster's nodes; when any, Redis is that cluster and redisUrl is not used. */
  redisClusterNodes: string[];
  /** The api's base URLs, the preferred one first. */
  apiUrls: string[];
  jwtSecret: string;
  jwtIssuer: string;
  allowedOrigins: string[];
  sessionCacheMs: number;
  accessCacheMs: number;
  maxSocketsPerUser: number;
  socketLeaseMs: number;
  /** Undefined: only callers on this host read /metrics and the full health answer. */
  metricsToken: string | undefined;
  apiTimeoutMs: number;
  countdownIntervalMs: number;
  badgeCoalesceMs: number;
  screenStatsIntervalMs: number;
  /** How long a hall gathers events into one frame for its watchers (default 100 ms). */
  frameTickMs?: number;
  /** The fewest sockets of one view for which a frame is packed (default 8). */
  framePackMinSockets?: number;
  nodeName: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
};

export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    redisUrl: e.REDIS_URL,
    redisClusterNodes: e.REDIS_CLUSTER_NODES,
    apiUrls: e.API_URL.map((url) => url.replace(/\/+$/, '')),
    jwtSecret: e.JWT_SECRET,
    jwtIssuer: e.JWT_ISSUER,
    allowedOrigins: e.ALLOWED_ORIGINS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    accessCacheMs: e.ACCESS_CACHE_MS,
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
    socketLeaseMs: e.SOCKET_LEASE_MS,
    metricsToken: e.METRICS_TOKEN,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    countdownIntervalMs: e.COUNTDOWN_INTERVAL_MS,
    badgeCoalesceMs: e.BADGE_COALESCE_MS,
    screenStatsIntervalMs: e.SCREEN_STATS_INTERVAL_MS,
    frameTickMs: e.FRAME_TICK_MS,
    framePackMinSockets: e.FRAME_PACK_MIN_SOCKETS,
    nodeName: e.NODE_NAME,
    logLevel: e.LOG_LEVEL,
  };
}
