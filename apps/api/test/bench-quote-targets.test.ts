import { describe, expect, it } from 'vitest';
import { Verdict } from '@bidhall/testkit/bench-verdict';
import { judgedFigures, openRuns, OPEN_CHECKS, QUOTE_TARGETS, type QuoteTarget } from '../bench/quote-targets.ts';

/** The verdict bench:quotes would reach on these figures (p99, loop p99) of one database's open runs. */
function verdictOf(database: 'postgres' | 'pglite', figures: Array<[number, number]>): Verdict<QuoteTarget> {
  const verdict = new Verdict(QUOTE_TARGETS);
  openRuns(database, undefined).forEach((run, i) => {
    const [p99, loopP99] = figures[i]!;
    for (const [key, value] of judgedFigures(run, { p99, loopP99 })) verdict.judge(key, value);
  });
  return verdict;
}

describe("bench:quotes judges the product's targets", () => {
  it('judges PostgreSQL at 500 and 1,000 quotes/s over 20 projects and the hot project at 100/s', () => {
    expect(openRuns('postgres', undefined).map((r) => [r.scenario, r.rate])).toEqual([
      ['spread', 500],
      ['spread', 1000],
      ['hot', 100],
    ]);
    expect(
      verdictOf('postgres', [
        [79, 0],
        [240, 0],
        [45, 0],
      ]).passed,
    ).toBe(true);
    expect(
      verdictOf('postgres', [
        [81, 0],
        [240, 0],
        [45, 0],
      ]).shortfalls,
    ).toEqual([`${QUOTE_TARGETS.postgres500.label} 81.00 ms, target <= 80 ms`]);
    expect(
      verdictOf('postgres', [
        [40, 0],
        [260, 0],
        [45, 0],
      ]).passed,
    ).toBe(false);
    expect(
      verdictOf('postgres', [
        [40, 0],
        [200, 0],
        [51, 0],
      ]).passed,
    ).toBe(false);
  });

  it('judges PGlite at 100 quotes/s over 20 projects by its p99 and the event loop', () => {
    expect(verdictOf('pglite', [[49, 49]]).passed).toBe(true);
    expect(verdictOf('pglite', [[51, 10]]).passed).toBe(false);
    expect(verdictOf('pglite', [[10, 51]]).passed).toBe(false);
  });

  it('runs one 20-project rate when asked, judged only when a target names that rate', () => {
    expect(openRuns('pglite', 100)).toEqual([OPEN_CHECKS.pglite[0]]);
    expect(openRuns('postgres', 500)).toEqual([OPEN_CHECKS.postgres[0]]);
    const unjudged = openRuns('pglite', 1000);
    expect(unjudged).toEqual([{ scenario: 'spread', rate: 1000 }]);
    expect(judgedFigures(unjudged[0]!, { p99: 900, loopP99: 900 })).toEqual([]);
  });
});
