import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { holdSockets, type HoldResult } from './hold.ts';
import { percentile, sleep } from './stats.ts';
import { sumShortfalls, type Shortfall } from './delivery-count.ts';

const WORKER = fileURLToPath(new URL('./client-worker.ts', import.meta.url));

export interface LoadOptions {
  url: string;
  /** One token per socket (empty strings for the baseline, which checks none). */
  tokens: string[];
  projectId: number | null;
  workers: number;
  /** When each event is published, in ms after the first (arrivals.ts). */
  offsetsMs: number[];
  /** The server's RSS in bytes, after a full collection. */
  measureServer(): Promise<number>;
  /** CPU profile of the server over the publish phase: 'start', then the file's name (measure-hook.ts). */
  profile?(step: string): Promise<void>;
  /** The profile's file name, e.g. 'gateway-1'. */
  profileName?: string;
  /** The server's process id, to read the CPU it spends delivering (Linux /proc). */
  serverPid?: number;
  /** Publishes event `seq` (1-based) the way this target receives events. */
  publish(seq: number): Promise<void> | void;
  /** After the events, hold every socket this many seconds and watch the heartbeats (hold.ts). */
  holdSeconds?: number;
}

export interface LoadResult {
  sockets: number;
  p50: number;
  p95: number;
  p99: number;
  deliveriesPerSecond: number;
  delivered: number;
  expected: number;
  /** What a socket adds: (RSS with all − RSS with the first half) / the second half, after full collections. */
  rssPerSocket: number;
  /** (RSS with all − RSS idle) / all: with what the first joins cost once. */
  rssWithWarmUp: number;
  /** Server CPU (user + system) per delivered event, in microseconds; NaN without /proc. */
  cpuPerDeliveryUs: number;
  /** Server CPU per event published (all its sockets' deliveries), in milliseconds. */
  cpuPerEventMs: number;
  /**
   * Packets the sockets received while the events were published and delivered, by kind (the
   * event's name, or 'ping' for a heartbeat): what the server wrote for that CPU.
   */
  packets: Record<string, number>;
  /** Server CPU per packet it wrote in that time (every kind), in microseconds. */
  cpuPerPacketUs: number;
  /**
   * The client processes' CPU over the same time, in cores: near the machine's cores less the
   * server's, the clients could not keep up and the latencies are theirs.
   */
  clientCores: number;
  /** Where missing or doubled deliveries went (closed sockets, seqs missing on open ones, duplicates). */
  shortfall: Shortfall;
  hold?: HoldResult;
}

/** CPU seconds a process has used so far, from /proc/<pid>/stat (utime + stime); NaN elsewhere. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** A client process's heartbeat watch (client-worker.ts). */
export type Heartbeats = {
  sockets: number;
  connected: number;
  /** Pings heard during the hold: the fewest of any socket, and all of them. */
  minPings: number;
  pings: number;
  /** The longest any socket waited for a ping during the hold (the wait still running at its end included). */
  longestGapMs: number;
  /** The longest wait the server's handshake allows: its ping interval plus its ping timeout. */
  allowedGapMs: number;
  drops: Record<string, number>;
};
type WorkerMessage = {
  ready?: number;
  /** How long the process took to open its sockets (spread over the server's ping interval). */
  spreadMs?: number;
  progress?: number;
  packets?: Record<string, number>;
  error?: string;
  report?: { latencies: number[]; first: number; last: number; shortfall: Shortfall };
  holding?: number;
  heartbeats?: Heartbeats;
};

export function ask(child: ChildProcess, message: object, key: keyof WorkerMessage): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`client process exited with ${code}`));
    const onMessage = (m: WorkerMessage) => {
      if (m.error) reject(new Error(m.error));
      else if (m[key] !== undefined) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      }
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

/** The packets every client process's sockets have received so far, by kind, summed. */
async function packetsOf(children: ChildProcess[]): Promise<Record<string, number>> {
  const replies = await Promise.all(children.map((c) => ask(c, { packets: true }, 'packets')));
  const total: Record<string, number> = {};
  for (const reply of replies)
    for (const [kind, n] of Object.entries(reply.packets ?? {})) total[kind] = (total[kind] ?? 0) + n;
  return total;
}

function subtract(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([kind, n]) => [kind, n - (before[kind] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

/** Connects the sockets from several processes, publishes on the schedule, and measures. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const rssIdle = await opts.measureServer();
  const children = Array.from({ length: opts.workers }, () =>
    fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const shares = children.map((_, w) => opts.tokens.filter((_, i) => i % opts.workers === w));
  const log = (text: string) => console.error(`  [${opts.projectId === null ? 'baseline' : 'gateway'}] ${text}`);
  // In two halves, the server's RSS measured after each: what the second half added is what a
  // socket costs, without what the first sockets' joins cost once (code compiled, pools, heap
  // spaces grown), which weighs on a run of a few thousand sockets.
  const halves = shares.map((share) => [share.slice(0, share.length >> 1), share.slice(share.length >> 1)] as const);
  const connect = async (half: 0 | 1): Promise<number> => {
    const sockets = halves.reduce((n, h) => n + h[half].length, 0);
    log(`connecting ${sockets} sockets from ${opts.workers} processes (${half === 0 ? 'first' : 'second'} half)`);
    const ready = await Promise.all(
      children.map((child, w) =>
        ask(child, { start: { url: opts.url, tokens: halves[w]![half], projectId: opts.projectId } }, 'ready'),
      ),
    );
    const spread = Math.max(...ready.map((m) => m.spreadMs ?? 0));
    log(
      `connected over ${(spread / 1000).toFixed(1)} s (one ping interval, or longer when the server could not keep the pace)`,
    );
    await sleep(Number(process.env.BENCH_SETTLE_MS ?? 2000));
    return sockets;
  };
  const firstHalf = await connect(0);
  const rssHalf = await opts.measureServer();
  const secondHalf = await connect(1);
  const rssConnected = await opts.measureServer();
  const perSocket = (rss: number) => (firstHalf > 0 && secondHalf > 0 ? (rss - rssHalf) / secondHalf : Number.NaN);
  log('publishing');

  const published: Record<number, number> = {};
  const packetsBefore = await packetsOf(children);
  await opts.profile?.('start');
  const cpuBefore = cpuSecondsOf(opts.serverPid);
  const clientCpu = () => children.reduce((sum, c) => sum + cpuSecondsOf(c.pid), 0);
  const clientCpuBefore = clientCpu();
  const started = performance.now();
  const events = opts.offsetsMs.length;
  for (let seq = 1; seq <= events; seq += 1) {
    // Drift-corrected: event n leaves at start + its offset, however long publishing took.
    const due = started + (opts.offsetsMs[seq - 1] as number);
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    published[seq] = performance.timeOrigin + performance.now();
    await opts.publish(seq);
  }
  const expected = opts.tokens.length * events;
  const deadline = performance.now() + 60_000;
  // Until every delivery arrived or a minute passed; what is missing then shows in the report.
  while (performance.now() < deadline) {
    const progress = await Promise.all(children.map((c) => ask(c, { progress: true }, 'progress')));
    if (progress.reduce((n, m) => n + (m.progress ?? 0), 0) >= expected) break;
    await sleep(200);
  }
  const cpuUsed = cpuSecondsOf(opts.serverPid) - cpuBefore;
  const clientCores = (clientCpu() - clientCpuBefore) / ((performance.now() - started) / 1000);
  await opts.profile?.(opts.profileName ?? 'server');
  const packets = subtract(await packetsOf(children), packetsBefore);
  const packetsWritten = Object.values(packets).reduce((a, b) => a + b, 0);
  const hold = opts.holdSeconds
    ? await holdSockets(children, opts.holdSeconds, opts.tokens.length, opts.measureServer, perSocket, log)
    : undefined;
  const reports = await Promise.all(children.map((c) => ask(c, { published }, 'report')));
  const latencies = reports.flatMap((r) => r.report?.latencies ?? []).sort((a, b) => a - b);
  const firstPublish = published[1] ?? 0;
  const lastReceipt = Math.max(...reports.map((r) => r.report?.last ?? 0));
  await Promise.all(
    children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))),
  );
  return {
    sockets: opts.tokens.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    deliveriesPerSecond: latencies.length / ((lastReceipt - firstPublish) / 1000),
    delivered: latencies.length,
    expected,
    rssPerSocket: perSocket(rssConnected),
    rssWithWarmUp: (rssConnected - rssIdle) / opts.tokens.length,
    cpuPerDeliveryUs: (cpuUsed * 1e6) / latencies.length,
    cpuPerEventMs: (cpuUsed * 1e3) / events,
    packets,
    cpuPerPacketUs: (cpuUsed * 1e6) / packetsWritten,
    clientCores,
    shortfall: sumShortfalls(reports.map((r) => r.report!.shortfall)),
    hold,
  };
}
