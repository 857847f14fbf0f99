import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpuMsOf } from '../rejoin-burst/proc-cpu.ts';

/**
 * A process to watch: its pid is read at each sample (a restarted process has a new one);
 * `metricsUrl`, when it serves Node's default Prometheus metrics, tells its own event loop's
 * longest stall.
 */
export type Watched = {
  name: string;
  pid(): number | undefined;
  metricsUrl?: string;
  /** Presented as a Bearer: a process not on this host's loopback serves its metrics only so. */
  metricsToken?: string;
};

type Reading = { pid: number | undefined; cpuMs: number };

/** "name N%" for each process seen at both ends of the interval with the same pid. */
export function cpuShares(
  before: ReadonlyMap<string, Reading>,
  after: ReadonlyMap<string, Reading>,
  wallMs: number,
): string[] {
  const shares: string[] = [];
  for (const [name, now] of after) {
    const then = before.get(name);
    if (!then || then.pid !== now.pid || now.pid === undefined) {
      shares.push(`${name} ${now.pid === undefined ? 'down' : 'new'}`);
      continue;
    }
    shares.push(`${name} ${Math.round(((now.cpuMs - then.cpuMs) / Math.max(1, wallMs)) * 100)}%`);
  }
  return shares;
}

/**
 * Where the machine's time went in the second just gone: each watched process's share of a
 * core, PostgreSQL's (every process named `postgres`, backends included), and how long this
 * process's own event loop stalled at most. A fault's timeline prints one of these a second,
 * so that "away" can be told apart: a saturated api, a busy survivor, or a harness too late to
 * read what had already arrived.
 */
export class SecondSampler {
  private last: Map<string, Reading>;
  private lastAt = performance.now();
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });
  private lastOverflows = listenOverflows();
  private lastSynRetrans = tcpExt('TCPSynRetrans');
  private lastMachine = machineTicks();

  constructor(private readonly watched: readonly Watched[]) {
    this.loop.enable();
    this.last = this.read();
  }

  /**
   * Since the last call: each process's CPU in percent of one core, the event loops' longest
   * stalls (the harness's, and each process's that serves metrics), and the connections the
   * kernel dropped or had to retry.
   */
  async sample(): Promise<string> {
    const stalls = await Promise.all(
      this.watched
        .filter((w) => w.metricsUrl)
        .map(async (w) => `${w.name} ${await loopStallOf(w.metricsUrl!, w.metricsToken)}`),
    );
    const now = performance.now();
    const readings = this.read();
    const shares = cpuShares(this.last, readings, now - this.lastAt);
    this.last = readings;
    this.lastAt = now;
    const stall = this.loop.max / 1e6;
    this.loop.reset();
    const overflows = listenOverflows();
    const dropped = overflows - this.lastOverflows;
    this.lastOverflows = overflows;
    const synRetrans = tcpExt('TCPSynRetrans');
    const retried = synRetrans - this.lastSynRetrans;
    this.lastSynRetrans = synRetrans;
    const machine = machineTicks();
    const split = machineSplit(this.lastMachine, machine);
    this.lastMachine = machine;
    return [
      `cpu ${shares.join(', ')}`,
      `machine ${split}`,
      `loop stalled ≤ harness ${stall.toFixed(0)} ms${stalls.map((s) => `, ${s}`).join('')}`,
      `${dropped} connections dropped by a full accept queue, ${retried} SYNs sent again`,
    ].join('; ');
  }

  close() {
    this.loop.disable();
  }

  private read(): Map<string, Reading> {
    const readings = new Map<string, Reading>([['harness', { pid: process.pid, cpuMs: cpuMsOf(process.pid) }]]);
    for (const w of this.watched) {
      const pid = w.pid();
      readings.set(w.name, { pid, cpuMs: cpuMsOf(pid) });
    }
    readings.set('postgres', { pid: 0, cpuMs: postgresCpuMs() });
    return readings;
  }
}

/**
 * The machine's count of connection attempts dropped because a listening socket's accept queue
 * was full (TcpExt ListenOverflows). The client's kernel then retries its SYN after 1, 3, 7, 15 s:
 * a re-join crowd the server is slow to accept comes back in steps of seconds.
 */
export function listenOverflows(netstat = readNetstat()): number {
  return tcpExt('ListenOverflows', netstat);
}

type Ticks = { nice: number; idle: number; total: number };

/** The machine's CPU ticks so far (/proc/stat's first line): all, idle (with iowait), and niced processes'. */
export function machineTicks(stat = readText('/proc/stat')): Ticks {
  const [, user, nice, system, idle, iowait, ...rest] = (stat.split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  const all = [user, nice, system, idle, iowait, ...rest.slice(0, 3)].map((n) => n ?? 0);
  return { nice: nice ?? 0, idle: (idle ?? 0) + (iowait ?? 0), total: all.reduce((a, b) => a + b, 0) };
}

/**
 * How the machine's cores were spent between two readings: by niced processes (other work
 * kept out of the way of the drill, which runs at nice 0) and idle.
 */
export function machineSplit(before: Ticks, after: Ticks): string {
  const total = Math.max(1, after.total - before.total);
  const pct = (n: number) => `${Math.round((n / total) * 100)}%`;
  return `niced ${pct(after.nice - before.nice)}, idle ${pct(after.idle - before.idle)}`;
}

/** One TcpExt counter of /proc/net/netstat (0 when absent). */
export function tcpExt(name: string, netstat = readNetstat()): number {
  const lines = netstat.split('\n');
  for (let i = 0; i + 1 < lines.length; i += 2) {
    if (!lines[i]!.startsWith('TcpExt:')) continue;
    const names = lines[i]!.split(' ');
    const values = lines[i + 1]!.split(' ');
    const at = names.indexOf(name);
    return at < 0 ? 0 : Number(values[at]);
  }
  return 0;
}

/**
 * The longest event-loop stall a process's default metrics saw since they were last read
 * (prom-client resets the measure on each read), or "?" when it did not answer within 2 s.
 */
async function loopStallOf(metricsUrl: string, token?: string): Promise<string> {
  try {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const text = await (await fetch(metricsUrl, { headers, signal: AbortSignal.timeout(2_000) })).text();
    const line = text.split('\n').find((l) => /^\w*nodejs_eventloop_lag_max_seconds /.test(l));
    return line ? `${(Number(line.split(' ')[1]) * 1000).toFixed(0)} ms` : '?';
  } catch {
    return '?';
  }
}

function readNetstat(): string {
  return readText('/proc/net/netstat');
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The CPU of every `postgres` process, in ms: the server forks a backend per connection. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8') === 'postgres\n') total += cpuMsOf(pid);
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}
