import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Descriptors a server needs beyond one per socket while sockets connect: its connections to
 * the api (at most 64, the gateway's api client) and a few transient ones (Redis reconnects,
 * log and /proc reads).
 */
export const FD_HEADROOM = 64 + 16;

export interface FdBudget {
  soft: number;
  hard: number;
  /** Descriptors the idle server holds (stdio, IPC, epoll, its listener, Redis, ...). */
  open: number;
  /** The most sockets the server can hold under its soft limit. */
  fits: number;
}

/**
 * Raises a process's soft `nofile` limit to its hard limit (util-linux `prlimit`, which needs
 * no privilege for that) and says how many sockets then fit beside the descriptors it holds.
 */
export function raiseFdLimit(pid: number): FdBudget {
  const hardNow = limitsOf(pid).hard;
  spawnSync('prlimit', [`--pid=${pid}`, `--nofile=${hardNow}:${hardNow}`], { stdio: 'ignore' });
  const { soft, hard } = limitsOf(pid);
  const open = readdirSync(`/proc/${pid}/fd`).length;
  return { soft, hard, open, fits: soft - open - FD_HEADROOM };
}

function limitsOf(pid: number): { soft: number; hard: number } {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = (line ?? '').trim().split(/\s+/).slice(3, 5).map(Number);
  return { soft: soft ?? Number.NaN, hard: hard ?? Number.NaN };
}
