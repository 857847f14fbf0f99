import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const API_MAIN = path.join(REPO_ROOT, 'apps/api/src/main.ts');
export const GATEWAY_MAIN = path.join(REPO_ROOT, 'gateway/src/main.ts');
/** The Node flags every api process starts with (apps/api/src/node-flags.ts says why). */
export const API_NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/api/node-flags.json'), 'utf8'),
) as string[];

export { freePort } from '@bidhall/testkit/ports';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 2xx; the api migrates and seeds first, so this can take a while. */
export async function waitHealthy(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode} before it was healthy`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} not healthy after ${timeoutMs} ms`);
    await sleep(250);
  }
}

/**
 * Where a process listens and how it is started: `host`, its address (and its URL's; 127.0.0.1
 * by default); `exec`, a command prefix it runs under (a network namespace's `ip netns exec`,
 * which execs the program in place, so the pid is the program's).
 */
export type Placement = { host?: string; exec?: readonly string[] };

/**
 * One platform process (an api or a gateway main) that can be killed and started again with
 * the same port and environment; its output goes to `<logDir>/<name>.log`.
 */
export class Service {
  child: ChildProcess | null = null;
  constructor(
    readonly name: string,
    readonly script: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logDir: string,
    /** Node flags for this process alone (e.g. --cpu-prof), after DRILL_NODE_FLAGS. */
    private readonly nodeFlags: readonly string[] = [],
    private readonly placement: Placement = {},
  ) {}

  get url() {
    return `http://${this.placement.host ?? '127.0.0.1'}:${this.port}`;
  }

  async start(timeoutMs = 120_000) {
    mkdirSync(this.logDir, { recursive: true });
    const log = createWriteStream(path.join(this.logDir, `${this.name}.log`), { flags: 'a' });
    // node with tsx's loader, not the tsx CLI: the CLI runs the script in a child process
    // that a SIGKILL of the CLI would leave running.
    const [command, ...prefix] = [...(this.placement.exec ?? []), process.execPath];
    const child = spawn(
      command!,
      [
        ...prefix,
        ...(process.env.DRILL_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
        ...this.nodeFlags,
        '--import',
        'tsx',
        this.script,
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...this.env, PORT: String(this.port), HOST: this.placement.host ?? '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    await waitHealthy(`${this.url}/healthz`, timeoutMs, child);
  }

  /** SIGKILL, as a crash: no shutdown hook runs. */
  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    // A graceful stop that hangs becomes a kill.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }
}
