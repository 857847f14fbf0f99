import { describe, expect, it } from 'vitest';
import { Verdict } from '@bidhall/testkit/bench-verdict';
import { judgedFigures, QUOTE_TARGETS, type JudgedRun, type QuoteTarget } from '../bench/quote-targets.ts';

/** The verdict bench:quotes would reach on these figures (ratio, loop p99) of one database's runs. */
function verdictOf(kind: string, figures: Partial<Record<JudgedRun, [number, number]>>): Verdict<QuoteTarget> {
  const verdict = new Verdict(QUOTE_TARGETS);
  for (const [run, [ratio, loopP99]] of Object.entries(figures) as [JudgedRun, [number, number]][])
    for (const [key, value] of judgedFigures(kind, run, ratio, loopP99)) verdict.judge(key, value);
  return verdict;
}

describe('bench:quotes judges each database by its own targets', () => {
  it('judges PostgreSQL by the quote path targets: the hot project, the 20 projects and the open loop', () => {
    expect(judgedFigures('postgres', 'a', 1.6, 40)).toEqual([['hotRatio', 1.6]]);
    expect(judgedFigures('postgres', 'b', 1.1, 40)).toEqual([['spreadRatio', 1.1]]);
    expect(judgedFigures('postgres', 'open', 2.5, 40)).toEqual([['openP99Ratio', 2.5]]);
    expect(verdictOf('postgres', { a: [1.6, 40], b: [1.1, 40], open: [1.9, 40] }).passed).toBe(true);
    expect(verdictOf('postgres', { a: [1.6, 40], b: [1.1, 40], open: [2.5, 40] }).shortfalls).toEqual([
      `${QUOTE_TARGETS.openP99Ratio.label} 2.50x, target <= 2x`,
    ]);
  });

  it('judges PGlite by its own goals for the 20 projects, and prints its other ratios unjudged', () => {
    expect(judgedFigures('pglite', 'b', 0.4, 30)).toEqual([
      ['pgliteSpreadRatio', 0.4],
      ['pgliteLoopP99', 30],
    ]);
    expect(judgedFigures('pglite', 'a', 0.2, 30)).toEqual([]);
    expect(judgedFigures('pglite', 'open', 66, 30)).toEqual([]);
    expect(verdictOf('pglite', { a: [0.2, 30], b: [0.4, 30], open: [66, 30] }).passed).toBe(true);
    expect(verdictOf('pglite', { b: [0.4, 60] }).passed).toBe(false);
    expect(verdictOf('pglite', { b: [0.2, 30] }).passed).toBe(false);
  });
});
