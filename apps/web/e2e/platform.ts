import { spawn, execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log()}`);
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

/**
 * The real platform, black-box: the two steps of the root `npm start` on a free port with a
 * fresh data directory, ready once /healthz answers. Its own process group, so stopping it
 * ends npm, tsx and node together.
 */
export async function startPlatform(timeoutMs: number): Promise<Platform> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bidhall-web-e2e-'));
  // As a user runs it: without vitest's NODE_ENV=test, which would also reach the build
  // that `npm start` runs first.
  const { NODE_ENV: _testEnv, ...userEnv } = process.env;
  await buildOncePerRun(userEnv);
  const child = spawn('npm', ['run', 'start', '-w', '@bidhall/api'], {
    cwd: ROOT,
    // PGlite's thread at the api's own priority: at its default nice 10 it ranked below every
    // busy process on the machine, and beside a second test suite the demo seed alone outlasted
    // the wait for /healthz. What these files check does not depend on it.
    env: { ...userEnv, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PGLITE_THREAD_NICE: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
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
  return { url, log: () => output, stop };
}
