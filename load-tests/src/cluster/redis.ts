import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tcpProbe } from '@bidhall/testkit/services';
import { freePort, sleep } from './processes.ts';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

/**
 * A private redis-server on its own port. Pub/sub channels are global to a server (not per
 * database), so a run that shares a Redis hears every other platform's events on its hall
 * channels, whose project ids collide with its own; a private one hears only its own.
 * It can be stopped and started again on the same port (the drill's bus outage).
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'bidhall-redis-'));
  private constructor(
    readonly port: number,
    /** Addresses it listens on besides 127.0.0.1 (a network namespace's host side). */
    private readonly alsoOn: readonly string[],
  ) {}

  /**
   * Listening on a namespace's host side too, it takes connections from there: protected mode
   * (no password) would refuse every client not on the loopback. The address is a private veth's.
   */
  private get unprotected(): string[] {
    return this.alsoOn.length > 0 ? ['--protected-mode', 'no'] : [];
  }

  static async start(alsoOn: readonly string[] = []): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(), alsoOn);
    await redis.resume();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** The running server's pid; undefined while it is stopped. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async resume() {
    const child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        ...this.alsoOn,
        ...this.unprotected,
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    const failed = new Promise<never>((_, reject) => child.once('error', reject));
    this.child = child;
    for (let i = 0; ; i++) {
      const up = await Promise.race([
        tcpProbe('127.0.0.1', this.port, 500).then(
          () => true,
          () => false,
        ),
        failed,
      ]);
      if (up) return;
      if (i > 40) throw new Error(`redis-server did not listen on ${this.port}`);
      await sleep(100);
    }
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }
}

/** Whether a redis-server binary can be started here. */
export async function redisServerAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(REDIS_SERVER, ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
