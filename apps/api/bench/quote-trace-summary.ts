import type { ApiStages, ApiTrace, LoadRecord } from './quote-trace.ts';

type Mark = keyof ApiStages | 'due' | 'sent' | 'answered';

/** A quote's way, each step from one mark to the next. */
export const STEPS: ReadonlyArray<readonly [label: string, from: Mark, to: Mark]> = [
  // The load generator's own lateness (it shares the cores with what it measures).
  ['sent late', 'due', 'sent'],
  // The network, the api's event loop and its collector, the body's parse, the session.
  ['to the queue', 'sent', 'queued'],
  ["project's queue", 'queued', 'deciding'],
  ['deciding', 'deciding', 'writing'],
  // A statement slot, the combined statement and its commit.
  ['write', 'writing', 'written'],
  // The answer, its way back, the generator reading it.
  ['answer', 'written', 'answered'],
];

const BANDS = [
  ['p0-p50', 0, 0.5],
  ['p50-p90', 0.5, 0.9],
  ['p90-p99', 0.9, 0.99],
  ['slowest 1%', 0.99, 1],
] as const;

/** Statements started in the busiest window of this length: a wave of reads shows here. */
const WINDOW_MS = 200;

export type TraceSummary = {
  quotes: number;
  /** Per band of latency: how many quotes, their mean latency and the mean of each step (STEPS' order). */
  bands: Array<{ label: string; quotes: number; latency: number; steps: number[] }>;
  statements: Array<{ name: string; count: number; p50: number; p99: number; busiestWindow: number }>;
  /** The slowest 1%, and how many of them were under way during one of the collector's pauses. */
  slowest: { quotes: number; duringPause: number };
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);

/** The measured quotes that the api saw through every stage, joined by clientQuoteId. */
export function summarizeTrace(load: readonly LoadRecord[], api: ApiTrace): TraceSummary {
  const quotes = load
    .filter((q) => q.measured)
    .map((q) => ({ ...q, ...api.stages[q.clientQuoteId], latency: q.answered - q.due }))
    .filter((q) => STEPS.every(([, from, to]) => q[from] !== undefined && q[to] !== undefined))
    .sort((a, b) => a.latency - b.latency);
  const bands = BANDS.map(([label, from, to]) => {
    const band = quotes.slice(Math.floor(from * quotes.length), Math.floor(to * quotes.length));
    return {
      label,
      quotes: band.length,
      latency: mean(band.map((q) => q.latency)),
      steps: STEPS.map(([, a, b]) => mean(band.map((q) => q[b]! - q[a]!))),
    };
  });
  const first = quotes.reduce((t, q) => Math.min(t, q.due), Infinity);
  const last = quotes.reduce((t, q) => Math.max(t, q.answered), -Infinity);
  const byName = new Map<string, { durations: number[]; windows: Map<number, number> }>();
  for (const s of api.statements) {
    if (s.start < first || s.start > last) continue;
    const entry = byName.get(s.name) ?? { durations: [], windows: new Map<number, number>() };
    byName.set(s.name, entry);
    entry.durations.push(s.end - s.start);
    const window = Math.floor((s.start - first) / WINDOW_MS);
    entry.windows.set(window, (entry.windows.get(window) ?? 0) + 1);
  }
  const statements = [...byName].map(([name, { durations, windows }]) => {
    const sorted = durations.sort((a, b) => a - b);
    return {
      name,
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      busiestWindow: Math.max(...windows.values()),
    };
  });
  const slowest = quotes.slice(Math.floor(0.99 * quotes.length));
  const duringPause = slowest.filter((q) => api.pauses.some((p) => p.start < q.answered && p.end > q.due)).length;
  return { quotes: quotes.length, bands, statements, slowest: { quotes: slowest.length, duringPause } };
}

export function traceLines(summary: TraceSummary): string[] {
  const ms = (v: number) => v.toFixed(2).padStart(7);
  return [
    `  trace of ${summary.quotes} measured quotes: mean ms per step, by latency band`,
    `    ${'band'.padEnd(11)} ${'quotes'.padStart(6)} ${'latency'.padStart(7)} ${STEPS.map(([label]) => label.padStart(16)).join('')}`,
    ...summary.bands.map(
      (b) =>
        `    ${b.label.padEnd(11)} ${String(b.quotes).padStart(6)} ${ms(b.latency)} ${b.steps.map((s) => ms(s).padStart(16)).join('')}`,
    ),
    `    the slowest 1%: ${summary.slowest.duringPause} of ${summary.slowest.quotes} were under way during a collector's pause`,
    `  statements (ms from sent to answered; most begun in one ${WINDOW_MS} ms)`,
    ...summary.statements
      .sort((a, b) => b.count - a.count)
      .map(
        (s) =>
          `    ${s.name.padEnd(40)} ${String(s.count).padStart(6)}  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  most in ${WINDOW_MS} ms ${s.busiestWindow}`,
      ),
  ];
}
