import { describe, expect, it } from 'vitest';
import { effectiveFloor, floorPercentValid } from './price-floor.ts';

describe('effectiveFloor', () => {
  it('is none without an amount or a share', () => {
    expect(effectiveFloor({}, '100000')).toBeNull();
    expect(effectiveFloor({ floor: null, floorPercent: null }, null)).toBeNull();
  });

  it('is the amount alone, whatever the budget', () => {
    expect(effectiveFloor({ floor: '40000' }, null)).toBe('40000.00');
    expect(effectiveFloor({ floor: '40000' }, '100000')).toBe('40000.00');
  });

  it('is the share of the budget, rounded up to whole cents', () => {
    expect(effectiveFloor({ floorPercent: 60 }, '100000')).toBe('60000.00');
    // 33 % of 1,000.01 is 330.0033: the floor is 330.01, so 330.00 stays below it.
    expect(effectiveFloor({ floorPercent: 33 }, '1000.01')).toBe('330.01');
  });

  it('is the higher of the two when both are set', () => {
    expect(effectiveFloor({ floor: '50000', floorPercent: 60 }, '100000')).toBe('60000.00');
    expect(effectiveFloor({ floor: '70000', floorPercent: 60 }, '100000')).toBe('70000.00');
  });

  it('takes no share without a budget, or of a share outside the range', () => {
    expect(effectiveFloor({ floorPercent: 60 }, null)).toBeNull();
    expect(effectiveFloor({ floor: '10', floorPercent: 60 }, 'abc')).toBe('10.00');
    expect(effectiveFloor({ floorPercent: 100 }, '100000')).toBeNull();
  });
});

describe('floorPercentValid', () => {
  it('takes none or a whole percent from 1 to 99', () => {
    for (const ok of [null, undefined, 1, 60, 99]) expect(floorPercentValid(ok)).toBe(true);
    for (const bad of [0, 100, 60.5, -1, Number.NaN]) expect(floorPercentValid(bad)).toBe(false);
  });
});
