import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { ROLES } from '@bidhall/domain/roles';
import { freePort } from '@bidhall/testkit/ports';

/** The embedded platform as `npm start` runs it: a real process, a real port, PGlite on disk. */
let child: ChildProcess;
let base: string;
let output = '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bidhall-main-'));

async function waitForHealth(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the api did not answer /healthz in ${ms} ms:\n${output}`);
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...env } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    // PGlite's thread at the api's priority, as the web e2e starts it (apps/web/e2e/platform.ts).
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PGLITE_THREAD_NICE: '0' },
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // Migrations and the demo seed on PGlite: 45 s was not enough beside other suites on 2 cores.
  await waitForHealth(base, 150_000);
}, 180_000);

afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (embedded)', () => {
  it('prints the demo accounts', () => {
    for (const account of DEMO_ACCOUNTS) expect(output).toContain(account.userName);
    expect(output).toContain(DEMO_PASSWORD);
  });

  it('answers Authenticate for every demo account', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const expert = account.roles.includes(ROLES.expert);
      const res = await fetch(`${base}/api/TokenAuth/${expert ? 'ExpertAuthenticate' : 'Authenticate'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userNameOrEmailAddress: account.userName,
          password: DEMO_PASSWORD,
          ...(expert ? {} : { selectRole: account.roles[0] }),
        }),
      });
      const body = (await res.json()) as { success: boolean };
      expect(body.success, account.userName).toBe(true);
    }
  });
});
