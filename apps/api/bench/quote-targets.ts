import type { Targets } from '@bidhall/testkit/bench-verdict';

/** bench:quotes' one table of targets, printed beside each figure; a miss exits 1 (BENCH_TARGETS overrides one). */
export const QUOTE_TARGETS = {
  // The quote path on PostgreSQL: the product's targets for a live auction.
  hotRatio: { label: '(a) hot project, median throughput / baseline', unit: 'x', atLeast: 1.5 },
  spreadRatio: { label: '(b) 20 projects, median throughput / baseline', unit: 'x', atLeast: 1.0 },
  openP99Ratio: {
    label: '(b) open loop, quotes p99 / baseline p99 at the same offered rate (median over pairs)',
    unit: 'x',
    atMost: 2.0,
  },
  // The embedded database's own goals: it is judged against PGlite's baseline, not PostgreSQL's.
  pgliteSpreadRatio: { label: '(b) 20 projects, median throughput / baseline', unit: 'x', atLeast: 0.3 },
  pgliteLoopP99: { label: '(b) 20 projects, api event-loop delay p99 (median over pairs)', unit: ' ms', atMost: 50 },
} satisfies Targets<string>;

export type QuoteTarget = keyof typeof QUOTE_TARGETS;

/** PostgreSQL's target for each run: (a) the hot project, (b) the 20 projects, and (b)'s open loop. */
export const POSTGRES_TARGET = { a: 'hotRatio', b: 'spreadRatio', open: 'openP99Ratio' } as const satisfies Record<
  string,
  QuoteTarget
>;
export type JudgedRun = keyof typeof POSTGRES_TARGET;

/**
 * Which targets a run is judged by: PostgreSQL by the quote path's, PGlite by its own goals
 * for the 20-project storm. PGlite's hot-project and open-loop ratios are printed, not judged:
 * those targets are for the PostgreSQL quote path, and at 1,000 quotes/s the embedded
 * database's one WebAssembly thread is the queue.
 */
export function judgedFigures(kind: string, run: JudgedRun, ratio: number, loopP99: number): [QuoteTarget, number][] {
  if (kind !== 'pglite') return [[POSTGRES_TARGET[run], ratio]];
  return run === 'b'
    ? [
        ['pgliteSpreadRatio', ratio],
        ['pgliteLoopP99', loopP99],
      ]
    : [];
}
