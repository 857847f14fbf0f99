import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scaled } from './limits';

/**
 * A build of apps/web empties apps/web/dist first: end-to-end files building side by side would
 * pull the app from under each other's platform. Builds take this machine-wide lock (see
 * platform.ts, one build per test run). A lock left by a process that died is taken over.
 */
const LOCK = path.join(tmpdir(), 'bidhall-web-e2e.lock');
let held = false;

function holderAlive(): boolean {
  try {
    const pid = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function acquirePlatformLock(timeoutMs = scaled(600_000)) {
  if (held) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      held = true;
      return;
    } catch {
      // Taken: wait, unless its holder is gone (give a fresh lock a moment to get its pid file).
      if (!holderAlive()) {
        await new Promise((r) => setTimeout(r, 1000));
        if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      }
      if (Date.now() > deadline) throw new Error(`the e2e platform lock ${LOCK} stayed taken`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export function releasePlatformLock() {
  if (!held) return;
  held = false;
  rmSync(LOCK, { recursive: true, force: true });
}
