import { existsSync } from 'node:fs';
import net from 'node:net';

/**
 * The rule for tests that need a real service (DEVELOPERS.md): with CI=true a missing
 * service fails the run; without CI the test is skipped with a printed reason.
 * Returns whether the service is there; call it at the top of a test file and pass the
 * answer to `describe.skipIf(!up)`.
 */
export async function requireService(name: string, probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    const reason = `${name} is not reachable (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`CI=true and ${reason}`, { cause: error });
    console.warn(`[skipped] tests needing ${name}: ${reason}`);
    return false;
  }
}

/** Resolves when a TCP connection to host:port opens within the timeout. */
export function tcpProbe(host: string, port: number, timeoutMs = 1500): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no answer from ${host}:${port} in ${timeoutMs} ms`)));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
  });
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const POSTGRES_ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function hostPort(url: string, defaultPort: number): [string, number] {
  const parsed = new URL(url);
  return [parsed.hostname, parsed.port ? Number(parsed.port) : defaultPort];
}

export const requireRedis = () => requireService('Redis', () => tcpProbe(...hostPort(REDIS_URL, 6379)));
export const requirePostgres = (url = POSTGRES_ADMIN_URL) =>
  requireService('PostgreSQL', () => tcpProbe(...hostPort(url, 5432)));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const requireChromium = () =>
  requireService('Chromium', async () => {
    if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} does not exist (set CHROMIUM_PATH)`);
  });
