import { readdirSync, readFileSync } from 'node:fs';

/** What the bench reads of processes' CPU from /proc (Linux), in one place. */

/**
 * CPU seconds (user + system) each of the processes `pids` names has used so far, from /proc
 * (Linux). Throughput on a shared 2-core machine swings by a third between identical runs;
 * the CPU each accepted quote costs the api and the local PostgreSQL swings much less, so
 * those are the figures to compare steps of the quote path by.
 */
export function cpuSecondsOf(pids: number[], thread?: (pid: number) => string): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(thread ? thread(pid) : `/proc/${pid}/stat`, 'utf8')
        .split(') ')[1]!
        .split(' ');
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's name.
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone (a PostgreSQL backend that ended), or no /proc here
    }
  }
  return used;
}

/** CPU used between two readings by the processes alive at the second (one that started in between counts whole). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

export function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Seconds the api's main thread spent ready to run but waiting for a core (Linux schedstat):
 * on a shared machine, the part of its event-loop delay that is the machine's.
 */
export function runQueueSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return null;
  }
}
/** The api's main thread alone (its event loop), apart from its database and pool threads. */
export const mainThread = (pid: number) => `/proc/${pid}/task/${pid}/stat`;

/**
 * Seconds all of the process's threads have run, from the scheduler's own count in
 * nanoseconds: for short probes, where stat's 10 ms ticks are too coarse.
 */
export function threadsRunSeconds(pid: number): number {
  let ns = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`))
    ns += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
  return ns / 1e9;
}
