import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * The api process's event-loop delay (perf_hooks.monitorEventLoopDelay) as the bench sees
 * it: how long a timer of the api waited beyond its time, which is how long any request,
 * hall join or socket event of the process waited behind the work in front of it.
 */
export type LoopDelay = { p50: number; p99: number; max: number; gc: GcPauses };
/** The api's garbage-collection pauses over the same time: one of the things that holds its loop. */
export type GcPauses = {
  count: number;
  totalMs: number;
  maxMs: number;
  kinds: Record<string, number>;
  heapMiB: number;
};

/** perf_hooks' GC kinds (constants.NODE_PERFORMANCE_GC_*). */
const GC_KINDS: Record<number, string> = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weak callbacks' };

const PROBE_PATH = '/bench/event-loop-delay';

/** Server side (bench/server.ts): answers the probe path with the delays since its last call, and resets. */
export function eventLoopProbe() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let gc: GcPauses = { count: 0, totalMs: 0, maxMs: 0, kinds: {}, heapMiB: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const code = ((entry as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind ?? 0;
      const kind = GC_KINDS[code] ?? String(code);
      gc = {
        ...gc,
        count: gc.count + 1,
        totalMs: gc.totalMs + entry.duration,
        maxMs: Math.max(gc.maxMs, entry.duration),
        kinds: { ...gc.kinds, [kind]: (gc.kinds[kind] ?? 0) + entry.duration },
      };
    }
  }).observe({ entryTypes: ['gc'] });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url !== PROBE_PATH) return false;
    const ms = (ns: number) => ns / 1e6;
    const delay: LoopDelay = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      gc: { ...gc, heapMiB: process.memoryUsage().heapUsed / 2 ** 20 },
    };
    histogram.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0, kinds: {}, heapMiB: 0 };
    res.setHeader('content-type', 'application/json').end(JSON.stringify(delay));
    return true;
  };
}

/** Bench side: the delays since the previous call. */
export function readLoopDelay(port: number): Promise<LoopDelay> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: PROBE_PATH, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoopDelay));
      })
      .on('error', reject);
  });
}

/** Runs `run` and answers what it returned with the api's event-loop delay during it. */
export async function withLoopDelay<T>(port: number, run: () => Promise<T>): Promise<{ value: T; delay: LoopDelay }> {
  await readLoopDelay(port);
  const value = await run();
  return { value, delay: await readLoopDelay(port) };
}

export const loopDelayNote = (label: string, d: LoopDelay) =>
  `  ${label.padEnd(8)} api event-loop delay p50 ${d.p50.toFixed(1)} ms  p99 ${d.p99.toFixed(1)} ms  max ${d.max.toFixed(1)} ms` +
  `  (GC ${d.gc.count} pauses, ${d.gc.totalMs.toFixed(0)} ms, longest ${d.gc.maxMs.toFixed(1)} ms, ${JSON.stringify(d.gc.kinds)} heap ${d.gc.heapMiB.toFixed(0)} MiB)`;

/**
 * The floor the machine sets: the same delay over `seconds` with the api idle. A loaded
 * machine (other processes on the same cores) delays an idle process's timers too; that part
 * of a storm's figure is the machine's, not the api's.
 */
export async function idleLoopDelay(port: number, seconds: number): Promise<LoopDelay> {
  return (await withLoopDelay(port, () => new Promise((resolve) => setTimeout(resolve, seconds * 1000)))).delay;
}
