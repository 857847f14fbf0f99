import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of
 * memory, 2 passes, 1 lane. The library's defaults (64 MiB, 3 passes, 4 lanes) cost about
 * five times the work per sign-in and run four threads each, so on a 2-core machine 20 bidders
 * signing in at once wait seconds. A stored hash names its
 * own parameters, so hashes made with other ones still verify; they are renewed at the next
 * good sign-in (needsNewHash).
 */
const PASSWORD_HASH = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (the library's async API), never on the event loop. The
 * pool (UV_THREADPOOL_SIZE, 4 by default) also reads files and resolves names: at most this
 * many hashes run at once, one per core and two threads always left for the rest. More at
 * once would not finish sooner on the same cores. The count is the module's, not an app's
 * (createApp): the pool it shares out belongs to the process, however many apps run in it.
 */
const POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const AT_ONCE = Math.max(1, Math.min(availableParallelism(), POOL_SIZE - 2));
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its place straight to the next waiting one.
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, PASSWORD_HASH));
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/**
 * A hash of a random password nobody kept, made with PASSWORD_HASH. A sign-in for a name no
 * account has is checked against it, so that it costs what a wrong password costs and the time
 * of an answer does not tell which names exist.
 */
const NO_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$Cb+yL8MhCsXN0cPPZMGjsQ$/q7TiKfdAUzV/z2GaweKVkP9SehRlf0FtxVGP53dw9A';

/** verifyPassword for an account that may not exist: always false without one, after the same work. */
export async function verifyAccountPassword(hash: string | undefined, password: string): Promise<boolean> {
  const matches = await verifyPassword(hash ?? NO_ACCOUNT_HASH, password);
  return hash !== undefined && matches;
}

/** Whether a stored hash was made with other parameters than PASSWORD_HASH (or is not argon2 at all). */
export function needsNewHash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH);
  } catch {
    return true;
  }
}
