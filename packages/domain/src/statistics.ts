import { Money, amountToString } from './money.ts';

/**
 * Savings of awarded projects: the budget minus the awarded amount, and that as a percentage
 * of the budget (one decimal). Computed in decimal; a zero budget has no rate.
 */
export function savingsOf(budget: string, awarded: string): { savings: string; savingsRate: string | null } {
  const b = new Money(budget);
  const saved = b.minus(awarded);
  return {
    savings: amountToString(saved),
    savingsRate: b.isZero() ? null : saved.div(b).mul(100).toDecimalPlaces(1).toFixed(1),
  };
}

/** Average per item with two decimals, "0.00" when there is nothing to divide by. */
export function averageOf(total: number, of: number): string {
  return of === 0 ? '0.00' : new Money(total).div(of).toDecimalPlaces(2).toFixed(2);
}

/** The platform serves China (UTC+8, no daylight saving): days and months start at Beijing midnight. */
export const REPORT_UTC_OFFSET_HOURS = 8;

/** The start of the Beijing calendar day that contains `now`, as an instant. */
export function startOfReportDay(now: Date): Date {
  const shift = REPORT_UTC_OFFSET_HOURS * 3_600_000;
  const local = new Date(now.getTime() + shift);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - shift);
}
