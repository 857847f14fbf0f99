import { END_MOVE_LIMITS } from '@bidhall/domain/end-move';
import { RedisClusterNodesEnv } from '@bidhall/bus/redis-target';
import { z } from 'zod';

/**
 * Read once at start-up. A bad or missing value stops the process with a message naming
 * the variable. Defaults give the embedded platform (`npm start`) with nothing to set.
 */
const BYTES_PER_UNIT: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

const origins = z
  .string()
  .default('')
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.url().regex(/^https?:\/\/[^/]+$/, 'an origin is scheme://host[:port], no path')));

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  PGLITE_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  REDIS_URL: z.url().optional(),
  /** A Redis Cluster's nodes (host:port, comma-separated): the bus on it instead of REDIS_URL. */
  REDIS_CLUSTER_NODES: RedisClusterNodesEnv,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1).default('bidhall'),
  TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).default(604800),
  DEFAULT_TENANT_ID: z.coerce.number().int().positive().default(1),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** How soon an operator may move a live window's end (Hall/AdjustEnd); the domain's rule by default. */
  END_MOVE_MIN_LEAD_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(END_MOVE_LIMITS.minLeadMs / 1000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'BODY_LIMIT looks like 1mb or 512kb')
    .default('1mb')
    .transform((limit) => Number(/^\d+/.exec(limit)![0]) * BYTES_PER_UNIT[/[a-z]+$/i.exec(limit)![0].toLowerCase()]!),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  EMBED_GATEWAY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ALLOWED_ORIGINS: origins,
  CSP_CONNECT_ORIGINS: origins,
  SCREEN_FRAME_ANCESTORS: origins,
  HSTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

/**
 * The embedded gateway's own settings (gateway/README.md), passed through as set: the
 * gateway's loader checks them and gives their defaults when it starts (embedded-gateway.ts).
 */
const EMBEDDED_GATEWAY_SETTINGS = [
  'SESSION_CACHE_MS',
  'ACCESS_CACHE_MS',
  'API_TIMEOUT_MS',
  'COUNTDOWN_INTERVAL_MS',
  'BADGE_COALESCE_MS',
  'SCREEN_STATS_INTERVAL_MS',
  'MAX_SOCKETS_PER_USER',
  'METRICS_TOKEN',
] as const;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How much lower than the api's own thread PGlite's thread runs (Linux nice steps; 0: the same). */
  pgliteThreadNice: number;
  /** Undefined means the in-process bus (embedded mode). */
  redisUrl: string | undefined;
  /** A Redis Cluster's nodes; when any, Redis is that cluster and redisUrl is not used. */
  redisClusterNodes: string[];
  /** Undefined means "embedded": a secret is generated once and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  jwtIssuer: string;
  tokenLifetimeSeconds: number;
  defaultTenantId: number;
  loginMaxFailures: number;
  /** Failed password checks from one client address, over all accounts, within the window. */
  loginAddressMaxFailures: number;
  loginWindowMinutes: number;
  /** The least lead a moved window end must keep from now (Hall/AdjustEnd), in ms. */
  endMoveMinLeadMs: number;
  /** The largest JSON body a call may send, in bytes (BODY_LIMIT). */
  bodyLimitBytes: number;
  seedDemo: boolean;
  /** Socket.IO on this process's server (embedded mode); off when gateways run on their own. */
  embedGateway: boolean;
  /** The embedded gateway's timings as the environment sets them (SESSION_CACHE_MS, …); unset ones take the gateway's defaults. */
  gatewaySettings: Partial<Record<(typeof EMBEDDED_GATEWAY_SETTINGS)[number], string>>;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Pages of other origins that may change things and open sockets (the platform's own host always may). */
  allowedOrigins: string[];
  /** Api and socket origins of a split topology, for the page's connect-src. */
  cspConnectOrigins: string[];
  /** The control room's origins that may frame the big screen's page; nobody else frames anything. */
  screenFrameAncestors: string[];
  /** Strict-Transport-Security on answers to HTTPS requests (directly or behind the proxy). */
  hsts: boolean;
  /** Answers are checked against their contract outside production. */
  validateOutput: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    pgliteThreadNice: e.PGLITE_THREAD_NICE,
    redisUrl: e.REDIS_URL,
    redisClusterNodes: e.REDIS_CLUSTER_NODES,
    jwtSecret: e.JWT_SECRET,
    jwtIssuer: e.JWT_ISSUER,
    tokenLifetimeSeconds: e.TOKEN_LIFETIME_SECONDS,
    defaultTenantId: e.DEFAULT_TENANT_ID,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginAddressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    endMoveMinLeadMs: e.END_MOVE_MIN_LEAD_SECONDS * 1000,
    bodyLimitBytes: e.BODY_LIMIT,
    seedDemo: e.SEED_DEMO,
    embedGateway: e.EMBED_GATEWAY,
    gatewaySettings: Object.fromEntries(
      EMBEDDED_GATEWAY_SETTINGS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
    ),
    logLevel: e.LOG_LEVEL,
    // The Vite dev server's pages (npm run dev) call through its proxy with their own origin.
    allowedOrigins: e.NODE_ENV === 'production' ? e.ALLOWED_ORIGINS : [...e.ALLOWED_ORIGINS, 'http://localhost:5173'],
    cspConnectOrigins: e.CSP_CONNECT_ORIGINS,
    screenFrameAncestors: e.SCREEN_FRAME_ANCESTORS,
    hsts: e.HSTS,
    validateOutput: e.NODE_ENV !== 'production',
  };
}
