import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abnormalLowThreshold, flagsAbnormallyLow, isAbnormallyLow } from './abnormal-low.ts';

describe('isAbnormallyLow (the agency monitor flags abnormally low quotes)', () => {
  const current = ['1000.00', '900.00', '500.00'];

  it('flags a quote more than X % below the average of the current quotes', () => {
    // Average 800; 20 % below it is 640.
    expect(abnormalLowThreshold(current, 20)!.toFixed(2)).toBe('640.00');
    expect(isAbnormallyLow('500.00', current, 20)).toBe(true);
    expect(isAbnormallyLow('639.99', current, 20)).toBe(true);
    expect(isAbnormallyLow('640.00', current, 20)).toBe(false);
    expect(isAbnormallyLow('900.00', current, 20)).toBe(false);
    expect(isAbnormallyLow('500.00', current, 40)).toBe(false);
  });

  it('flags nothing with fewer than two quotes or with the flag off', () => {
    expect(isAbnormallyLow('1.00', ['1.00'], 20)).toBe(false);
    expect(isAbnormallyLow('1.00', [], 20)).toBe(false);
    expect(isAbnormallyLow('1.00', ['1.00', '1000.00'], 0)).toBe(false);
  });

  it('never flags the highest quote, nor every quote at once', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(amount, { minLength: 2, maxLength: 20 }), fc.integer({ min: 1, max: 99 }), (quotes, x) => {
        const flagged = quotes.filter((q) => isAbnormallyLow(q, quotes, x));
        const highest = quotes.reduce((a, b) => (Number(a) >= Number(b) ? a : b));
        return !flagged.includes(highest) && flagged.length < quotes.length;
      }),
    );
  });

  it('applies to falling and sealed prices only', () => {
    expect(flagsAbnormallyLow(1)).toBe(true);
    expect(flagsAbnormallyLow(3)).toBe(true);
    expect(flagsAbnormallyLow(2)).toBe(false);
    expect(flagsAbnormallyLow(8)).toBe(false);
  });
});
