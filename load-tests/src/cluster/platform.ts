import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MAIN, API_NODE_FLAGS, GATEWAY_MAIN, Service, freePort } from './processes.ts';

export type PlatformOptions = {
  apis: number;
  gateways: number;
  /** PostgreSQL; without it each api keeps PGlite in its own DATA_DIR (one api only). */
  databaseUrl?: string;
  redisUrl: string;
  logDir: string;
  /** Shared by every process: a gateway accepts the tokens an api signed. */
  jwtSecret?: string;
};

export type Platform = {
  apis: Service[];
  gateways: Service[];
  apiUrls: string[];
  gatewayUrls: string[];
  stop(): Promise<void>;
};

/**
 * api and gateway processes from their mains, on free ports, on one database and one Redis.
 * The apis start one after the other: the first migrates and seeds, the others find it done.
 */
export async function startPlatform(opts: PlatformOptions): Promise<Platform> {
  if (!opts.databaseUrl && opts.apis > 1) throw new Error('several apis need one PostgreSQL (DATABASE_URL)');
  const jwtSecret = opts.jwtSecret ?? randomBytes(32).toString('hex');
  const common = { REDIS_URL: opts.redisUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const apis: Service[] = [];
  for (let i = 0; i < opts.apis; i++) {
    // The gateways run as their own processes here, as in the compose topology.
    const env: Record<string, string> = {
      ...common,
      EMBED_GATEWAY: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bidhall-api-')),
    };
    if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
    apis.push(new Service(`api-${i + 1}`, API_MAIN, await freePort(), env, opts.logDir, API_NODE_FLAGS));
  }
  const gateways: Service[] = [];
  for (let i = 0; i < opts.gateways; i++) {
    // Each gateway prefers its own api and fails over to the others while that one is down.
    const apiUrls = apis.map((_, j) => apis[(i + j) % apis.length]!.url);
    // The harness's watchers share the agency's and the purchaser's tokens: thousands of sockets per user.
    const env = {
      ...common,
      API_URL: apiUrls.join(','),
      NODE_NAME: `gateway-${i + 1}`,
      MAX_SOCKETS_PER_USER: '1000000',
    };
    gateways.push(new Service(`gateway-${i + 1}`, GATEWAY_MAIN, await freePort(), env, opts.logDir));
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
    stop: async () => void (await Promise.all(all.map((s) => s.kill('SIGTERM')))),
  };
}
