import { idleLoopDelay, loopDelayNote, withLoopDelay } from './event-loop.ts';
import { signInLoad } from './sign-ins.ts';
import type { RunStats } from './load.ts';

/**
 * What bench:quotes prints beside the quote figures for the embedded database's sake:
 * the api's event-loop delay while idle and during each run, and sign-ins a
 * second. Kept apart from quotes.ts, whose verdict logic is another concern.
 */
const SIGN_IN_CLIENTS = Number(process.env.BENCH_SIGN_IN_CLIENTS ?? 20);

export async function printIdleFloor(port: number): Promise<void> {
  console.log(loopDelayNote('idle', await idleLoopDelay(port, 2)));
}

export async function printSignIns(
  kind: string,
  port: number,
  seconds: number,
  fmt: (s: RunStats) => string,
): Promise<RunStats> {
  console.log(`${kind.padEnd(8)} sign-ins, ${SIGN_IN_CLIENTS} clients at once`);
  const { value: stats, delay } = await withLoopDelay(port, () => signInLoad(port, SIGN_IN_CLIENTS, seconds));
  console.log(`  sign-ins ${fmt(stats)}`);
  console.log(loopDelayNote('sign-ins', delay));
  return stats;
}
