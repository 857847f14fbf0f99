import { describe, expect, it } from 'vitest';
import { Verdict, meets, withOverrides, type Targets } from './bench-verdict.ts';

const TARGETS = {
  p99Ratio: { label: 'p99 gateway/baseline', unit: 'x', atMost: 1.0 },
  deliveriesRatio: { label: 'deliveries/s gateway/baseline', unit: 'x', atLeast: 1.0 },
} satisfies Targets<string>;

describe('bench verdict', () => {
  it('passes figures within their targets and prints each target beside its figure', () => {
    const v = new Verdict(TARGETS);
    expect(v.judge('p99Ratio', 0.8).line).toBe('p99 gateway/baseline: 0.80x (target <= 1x) ok');
    expect(v.judge('deliveriesRatio', 1.2).ok).toBe(true);
    expect(v.delivered('gateway', 500, 500).ok).toBe(true);
    expect(v.passed).toBe(true);
    expect(v.exitCode).toBe(0);
    expect(v.summary('bench')).toEqual(['bench: every target met']);
  });

  it('fails when a target is set above reach, and says which', () => {
    const v = new Verdict(withOverrides(TARGETS, 'deliveriesRatio>=5'));
    expect(v.judge('deliveriesRatio', 1.2).line).toContain('FAILED');
    expect(v.passed).toBe(false);
    expect(v.exitCode).toBe(1);
    expect(v.summary('bench').join('\n')).toContain('deliveries/s gateway/baseline 1.20x, target >= 5x');
  });

  it('prints a figure that misses its target by less than its rounding with the decimals that show the miss', () => {
    const v = new Verdict(TARGETS);
    expect(v.judge('deliveriesRatio', 0.9972).line).toBe('deliveries/s gateway/baseline: 0.997x (target >= 1x) FAILED');
    expect(v.judge('p99Ratio', 1.0004).line).toBe('p99 gateway/baseline: 1.0004x (target <= 1x) FAILED');
    // A figure that rounds onto its target and still meets it keeps its two decimals.
    expect(v.judge('p99Ratio', 0.9996).line).toBe('p99 gateway/baseline: 1.00x (target <= 1x) ok');
    expect(v.shortfalls).toEqual([
      'deliveries/s gateway/baseline 0.997x, target >= 1x',
      'p99 gateway/baseline 1.0004x, target <= 1x',
    ]);
  });

  it('fails a NaN or infinite figure whatever the target', () => {
    expect(meets(Number.NaN, { label: 'r', unit: 'x', atMost: 1 })).toBe(false);
    expect(meets(Number.POSITIVE_INFINITY, { label: 'r', unit: 'x', atLeast: 1 })).toBe(false);
    const v = new Verdict(TARGETS);
    v.judge('p99Ratio', Number.NaN);
    expect(v.shortfalls).toEqual(['p99 gateway/baseline NaNx, target <= 1x']);
  });

  it('fails when fewer deliveries arrived than were sent, or nothing was sent', () => {
    const v = new Verdict(TARGETS);
    expect(v.delivered('gateway round 1', 0, 500_000).ok).toBe(false);
    expect(v.delivered('gateway round 2', 0, 0).ok).toBe(false);
    expect(v.shortfalls).toHaveLength(2);
  });

  it('leaves the table as it was and names an unknown or malformed override', () => {
    const tightened = withOverrides(TARGETS, 'p99Ratio<=0.1');
    expect(tightened.p99Ratio.atMost).toBe(0.1);
    expect(TARGETS.p99Ratio.atMost).toBe(1.0);
    expect(() => withOverrides(TARGETS, 'nope>=1')).toThrow(/no target "nope"/);
    expect(() => withOverrides(TARGETS, 'p99Ratio=1')).toThrow(/not key>=number/);
  });
});
