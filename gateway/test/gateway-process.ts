import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { busReady } from './harness.ts';
import { TEST_ISSUER, TEST_SECRET } from './tokens.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * A standalone gateway process (main.ts, as deployed) on a free port; resolves with its URL
 * once its bus is subscribed, or as soon as it listens with `waitForBus: false`.
 */
export async function spawnGateway(env: {
  apiUrl: string;
  /** One Redis by URL, or a Redis Cluster by its nodes' addresses (comma-separated). */
  redisUrl?: string;
  redisClusterNodes?: string;
  name: string;
  waitForBus?: boolean;
  /** Further settings (MAX_SOCKETS_PER_USER, SOCKET_LEASE_MS, ...). */
  extra?: Record<string, string>;
}): Promise<{ url: string; child: ChildProcess; kill(): Promise<void> }> {
  const child = fork(MAIN, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: env.apiUrl,
      ...(env.redisUrl ? { REDIS_URL: env.redisUrl } : {}),
      REDIS_CLUSTER_NODES: env.redisClusterNodes ?? '',
      JWT_SECRET: TEST_SECRET,
      JWT_ISSUER: TEST_ISSUER,
      NODE_NAME: env.name,
      LOG_LEVEL: 'warn',
      ...env.extra,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { listening: number }).listening));
    child.once('exit', (code) => reject(new Error(`gateway ${env.name} exited with ${code} before listening`)));
  });
  const url = `http://127.0.0.1:${port}`;
  if (env.waitForBus ?? true) await busReady(url);
  return {
    url,
    child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
