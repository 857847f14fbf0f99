import { describe, expect, it } from 'vitest';
import { checkPlan, type EvaluationPlan } from './evaluation-plan.ts';

const plan = (over: Partial<EvaluationPlan> = {}): EvaluationPlan => ({
  formula: 'lowest-price-base',
  priceWeight: 30,
  criteria: [
    { kind: 'technical', name: '技术方案', maxPoints: 50 },
    { kind: 'business', name: '售后服务', maxPoints: '20' },
  ],
  ...over,
});
const codes = (rule: Parameters<typeof checkPlan>[0], p: EvaluationPlan) =>
  checkPlan(rule, p).map((x) => `${x.code}@${x.member}`);

describe('checkPlan (rules.md "Scoring")', () => {
  it('accepts a plan of 100 points', () => {
    expect(checkPlan(5, plan())).toEqual([]);
    expect(
      checkPlan(9, plan({ priceWeight: '29.5', criteria: [{ kind: 'technical', name: 'a', maxPoints: '70.5' }] })),
    ).toEqual([]);
  });

  it('refuses totals other than 100', () => {
    expect(codes(5, plan({ priceWeight: 20 }))).toEqual(['total-not-full-marks@criteria']);
  });

  it('refuses bad points, empty and duplicate criteria', () => {
    expect(codes(5, plan({ priceWeight: 0 }))).toContain('points@priceWeight');
    expect(codes(5, plan({ criteria: [] }))).toEqual(['no-criteria@criteria']);
    expect(codes(5, plan({ criteria: [{ kind: 'technical', name: 'a', maxPoints: '-1' }] }))).toEqual([
      'points@criteria.0.maxPoints',
    ]);
    expect(codes(5, plan({ criteria: [{ kind: 'technical', name: 'a', maxPoints: '1.234' }] }))).toEqual([
      'points@criteria.0.maxPoints',
    ]);
    const twice = [
      { kind: 'technical' as const, name: 'a', maxPoints: 35 },
      { kind: 'technical' as const, name: ' a ', maxPoints: 35 },
    ];
    expect(codes(5, plan({ criteria: twice }))).toEqual(['duplicate-name@criteria.1.name']);
    // The same name under the other kind is a different criterion.
    expect(codes(5, plan({ criteria: [twice[0]!, { ...twice[1]!, kind: 'business' }] }))).toEqual([]);
  });

  it('needs k for the deduction formulas and a shortlist size for method 7', () => {
    expect(codes(5, plan({ formula: 'difference' }))).toEqual(['k-required@k']);
    expect(codes(5, plan({ formula: 'average-base', k: '0.5' }))).toEqual([]);
    expect(codes(7, plan())).toEqual(['shortlist-size-required@shortlistSize']);
    expect(codes(7, plan({ shortlistSize: 0 }))).toEqual(['shortlist-size-required@shortlistSize']);
    expect(codes(7, plan({ shortlistSize: 2 }))).toEqual([]);
  });
});
