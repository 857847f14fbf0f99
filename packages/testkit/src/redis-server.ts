import { spawn } from 'node:child_process';
import { requireService } from './services.ts';

const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

/**
 * For a test that starts (or stops) Redis itself: whether a redis-server binary runs here, by
 * the rule of `requireService` (with CI=true a missing one fails the run, otherwise the test is
 * skipped with the reason printed).
 */
export const requireRedisServer = () =>
  requireService(REDIS_SERVER, async () => {
    const child = spawn(REDIS_SERVER, ['--version'], { stdio: 'ignore' });
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`--version exited with ${code}`))));
    });
  });

/**
 * A private redis-server on `port` that keeps nothing on disk. Private because the test may
 * stop it, and because pub/sub channels are global to a server: on the shared one every other
 * suite's events arrive too. Resolves once it accepts connections.
 */
export async function startRedisServer(
  port: number,
  opts: { args?: readonly string[]; cwd?: string } = {},
): Promise<{ url: string; readonly pid: number | undefined; stop(): Promise<void> }> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...(opts.args ?? [])],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: opts.cwd },
  );
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (!log.includes('Ready to accept connections')) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server on ${port} exited with ${code}:\n${log}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
