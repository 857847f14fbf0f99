import { describe, expect, it } from 'vitest';
import { averageOf, savingsOf, startOfReportDay } from './statistics.ts';

describe('report figures', () => {
  it('computes savings and their rate in decimal', () => {
    expect(savingsOf('1000.10', '900.05')).toEqual({ savings: '100.05', savingsRate: '10.0' });
    expect(savingsOf('0.3', '0.1')).toEqual({ savings: '0.20', savingsRate: '66.7' });
    expect(savingsOf('100', '120')).toEqual({ savings: '-20.00', savingsRate: '-20.0' });
    expect(savingsOf('0', '0')).toEqual({ savings: '0.00', savingsRate: null });
  });

  it('averages with two decimals and none for nothing', () => {
    expect(averageOf(10, 3)).toBe('3.33');
    expect(averageOf(5, 0)).toBe('0.00');
  });

  it('starts a report day at Beijing midnight', () => {
    expect(startOfReportDay(new Date('2026-11-22T08:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(startOfReportDay(new Date('2026-11-22T16:30:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});
