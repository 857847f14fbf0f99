import type { Targets } from '@bidhall/testkit/bench-verdict';

/**
 * bench:quotes' one table of targets: the product's, on this 2-core machine, open loop. Each is
 * printed beside its figure; a miss exits 1 (BENCH_TARGETS overrides a bound). Every quote of a
 * judged run must also be answered and accepted (each supplier improves on its own last quote,
 * so the rules accept every one).
 */
export const QUOTE_TARGETS = {
  postgres500: { label: 'PostgreSQL, 20 projects at 500 quotes/s: p99', unit: ' ms', atMost: 80 },
  postgres1000: { label: 'PostgreSQL, 20 projects at 1000 quotes/s: p99', unit: ' ms', atMost: 250 },
  postgresHot100: { label: 'PostgreSQL, the hot project at 100 quotes/s: p99', unit: ' ms', atMost: 50 },
  pglite100: { label: 'PGlite, 20 projects at 100 quotes/s: p99', unit: ' ms', atMost: 50 },
  pglite100Loop: { label: 'PGlite, 20 projects at 100 quotes/s: api event-loop delay p99', unit: ' ms', atMost: 50 },
  signIn: { label: 'sign-in, 20 clients at once: slowest answer', unit: ' ms', atMost: 2000 },
} satisfies Targets<string>;

export type QuoteTarget = keyof typeof QUOTE_TARGETS;
export type Database = 'postgres' | 'pglite';
export type Scenario = 'spread' | 'hot';

/** An open-loop run the targets ask for, and what judges it. */
export type OpenCheck = {
  scenario: Scenario;
  rate: number;
  p99: QuoteTarget;
  loopP99?: QuoteTarget;
};

/** The open-loop runs each database is judged by. */
export const OPEN_CHECKS: Record<Database, OpenCheck[]> = {
  postgres: [
    { scenario: 'spread', rate: 500, p99: 'postgres500' },
    { scenario: 'spread', rate: 1000, p99: 'postgres1000' },
    { scenario: 'hot', rate: 100, p99: 'postgresHot100' },
  ],
  pglite: [{ scenario: 'spread', rate: 100, p99: 'pglite100', loopP99: 'pglite100Loop' }],
};

/**
 * The open-loop runs to make: every check of the database, or with `rate` (BENCH_RATE) the
 * 20-project run at that rate alone, judged when a target names that rate and printed otherwise.
 */
export function openRuns(
  database: Database,
  rate: number | undefined,
): Array<OpenCheck | { scenario: 'spread'; rate: number }> {
  if (rate === undefined) return OPEN_CHECKS[database];
  return [
    OPEN_CHECKS[database].find((c) => c.scenario === 'spread' && c.rate === rate) ?? { scenario: 'spread', rate },
  ];
}

/** The figures a run is judged on: its p99 and, where a target names it, the api's event-loop delay p99. */
export function judgedFigures(
  run: OpenCheck | { scenario: Scenario; rate: number },
  figures: { p99: number; loopP99: number },
): [QuoteTarget, number][] {
  if (!('p99' in run)) return [];
  return [[run.p99, figures.p99], ...(run.loopP99 ? [[run.loopP99, figures.loopP99] as [QuoteTarget, number]] : [])];
}
