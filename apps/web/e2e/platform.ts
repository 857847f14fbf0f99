import { spawn, execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@bidhall/testkit/ports';
import { acquirePlatformLock, releasePlatformLock } from './platform-lock';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the web build lies (vite.config.ts `outDir`), served by `npm start`. */
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

/** Builds apps/web/dist exactly as a release would (once per test run, see below). */
export async function buildWeb() {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  await buildOncePerRun({ ...process.env, NODE_ENV: 'production' });
}

export interface Platform {
  url: string;
  log: () => string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no /healthz within ${timeoutMs} ms:\n${log()}`);
}

/**
 * `npm start` is the web build and then the api. The build runs once per test run (the files
 * of one run share their parent process), under a lock: a build empties apps/web/dist first,
 * which would pull the app from under a platform another test file is driving.
 */
async function buildOncePerRun(env: NodeJS.ProcessEnv) {
  const marker = path.join(tmpdir(), `bidhall-web-e2e-built-${process.ppid}`);
  await acquirePlatformLock();
  try {
    // A marker left by an earlier run whose process id came round again proves nothing alone.
    if (existsSync(marker) && existsSync(path.join(WEB_DIST, '.vite/manifest.json'))) return;
    await promisify(execFile)('npm', ['run', 'build', '-w', '@bidhall/web', '--if-present'], {
      cwd: ROOT,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
    writeFileSync(marker, '');
  } finally {
    releasePlatformLock();
  }
}

const API = path.join(ROOT, 'apps/api');
const MIGRATIONS = path.join(API, 'drizzle');

/** Node's arguments for an api script, with the same flags as every api process (apps/api/node-flags.json). */
function apiScriptArgs(script: string): string[] {
  const flags = JSON.parse(readFileSync(path.join(API, 'node-flags.json'), 'utf8')) as string[];
  return [...flags, '--import', 'tsx', script];
}

/** What a migrated database depends on: every migration file and PGlite's version. */
function schemaKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  hash.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database with the schema migrated and no rows (apps/api/test/migrate-pglite.ts),
 * made once for as long as the migrations stay the same, under the build's lock. Each platform
 * starts on a copy: PGlite's initdb and the migrations cost ~4 s of CPU a platform, and the
 * api then seeds its demo on its own clock, as on a first start.
 */
async function makeMigratedPglite(): Promise<string> {
  const dir = path.join(tmpdir(), `bidhall-web-e2e-pglite-${schemaKey()}`);
  const ready = path.join(dir, 'ready');
  await acquirePlatformLock();
  try {
    if (existsSync(ready)) return path.join(dir, 'pglite');
    rmSync(dir, { recursive: true, force: true });
    await promisify(execFile)(process.execPath, [...apiScriptArgs('test/migrate-pglite.ts'), dir], { cwd: API });
    writeFileSync(ready, '');
    return path.join(dir, 'pglite');
  } finally {
    releasePlatformLock();
  }
}

/** The migrated copy's path, made or found once per test file (a failed try is tried again). */
let migrated: Promise<string> | undefined;
const migratedPglite = () =>
  (migrated ??= makeMigratedPglite().catch((error: unknown) => {
    migrated = undefined;
    throw error;
  }));

/** The api's clock in a platform whose test moves it (startPlatformOnMovedClock); epoch ms. */
export interface MovedClock {
  /** The platform's time now. */
  now: () => number;
  /**
   * Moves the platform's clock forward to `at` (never back) and answers its time once moved.
   * Pages keep their estimate of the server's clock for a while: reload those that show time.
   */
  moveTo: (at: number) => Promise<number>;
}

export interface MovedClockPlatform extends Platform {
  clock: MovedClock;
}

/**
 * The real platform, black-box: the two steps of the root `npm start` on a free port with a
 * fresh data directory, ready once /healthz answers. Its own process group, so stopping it
 * ends npm, tsx and node together.
 */
export async function startPlatform(timeoutMs: number): Promise<Platform> {
  return launch(timeoutMs, 'npm', ['run', 'start', '-w', '@bidhall/api'], ROOT, 'ignore');
}

/**
 * The platform as `npm start` runs it, but on a clock this test moves forward
 * (apps/api/test/moved-clock-main.ts, over the child's IPC channel): a quote window opens when
 * the walk says so, not after a real wait. The same Node flags as every api process
 * (apps/api/node-flags.json).
 */
export async function startPlatformOnMovedClock(timeoutMs: number): Promise<MovedClockPlatform> {
  const platform = await launch(timeoutMs, process.execPath, apiScriptArgs('test/moved-clock-main.ts'), API, 'ipc');
  const child = platform.child;
  let offset = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const moveTo = (at: number) => {
    const moved = queue.then(
      () =>
        new Promise<number>((resolve, reject) => {
          const onExit = () => reject(new Error(`the platform exited before its clock moved:\n${platform.log()}`));
          child.once('exit', onExit);
          child.once('message', (answer: { movedTo: number }) => {
            child.off('exit', onExit);
            offset = answer.movedTo - Date.now();
            resolve(answer.movedTo);
          });
          child.send({ moveTo: at });
        }),
    );
    queue = moved.catch(() => undefined);
    return moved;
  };
  return {
    url: platform.url,
    log: platform.log,
    stop: platform.stop,
    clock: { now: () => Date.now() + offset, moveTo },
  };
}

async function launch(
  timeoutMs: number,
  command: string,
  args: string[],
  cwd: string,
  channel: 'ignore' | 'ipc',
): Promise<Platform & { child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidhall-web-e2e-'));
  cpSync(await migratedPglite(), path.join(dataDir, 'pglite'), { recursive: true });
  // As a user runs it: without vitest's NODE_ENV=test, which would also reach the build
  // that `npm start` runs first.
  const { NODE_ENV: _testEnv, ...userEnv } = process.env;
  await buildOncePerRun(userEnv);
  const child = spawn(command, args, {
    cwd,
    // PGlite's thread at the api's own priority: at its default nice 10 it ranked below every
    // busy process on the machine, and beside a second test suite the demo seed alone outlasted
    // the wait for /healthz. What these files check does not depend on it.
    env: { ...userEnv, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PGLITE_THREAD_NICE: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', channel],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log: () => output, stop, child };
}
