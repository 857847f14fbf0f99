import { Money, tryParseAmount, type AmountInput } from './money.ts';
import { WINBID_RULES, type WinbidRule } from './winbid-rules.ts';

/** How far below the average of the current quotes a quote is flagged, in percent, unless the project says otherwise. */
export const DEFAULT_ABNORMAL_LOW_PERCENT = 20;
/** 0 turns the flag off; below 100, since no price can be 100 % below anything. */
export const ABNORMAL_LOW_PERCENT_RANGE = { min: 0, max: 99 } as const;

/** Only price methods whose lower price wins or is sealed are flagged; a rate or a rising price is not a price cut. */
export function flagsAbnormallyLow(rule: WinbidRule): boolean {
  const style = WINBID_RULES[rule].quoting;
  return style === 'descending' || style === 'sealed';
}

/**
 * The amount below which a quote is abnormally low (异常低价): `percent` % below the average of
 * the current quotes (each bidder's latest valid one). Null while fewer than two quotes stand
 * (a lone quote is its own average) or the flag is off.
 */
export function abnormalLowThreshold(current: readonly AmountInput[], percent: number): Money | null {
  if (percent <= 0 || current.length < 2) return null;
  const amounts: Money[] = [];
  for (const input of current) {
    const parsed = tryParseAmount(input);
    if (parsed.ok) amounts.push(parsed.value);
  }
  if (amounts.length < 2) return null;
  const sum = amounts.reduce((total, a) => total.plus(a), new Money(0));
  return sum
    .div(amounts.length)
    .times(100 - percent)
    .div(100);
}

/** Whether `amount` lies below the threshold of the current quotes (the agency's monitor flags it). */
export function isAbnormallyLow(amount: AmountInput, current: readonly AmountInput[], percent: number): boolean {
  const threshold = abnormalLowThreshold(current, percent);
  const parsed = tryParseAmount(amount);
  return threshold !== null && parsed.ok && parsed.value.lt(threshold);
}

/**
 * The flag for a quote log, in seq order: each line is judged against the current quotes, the
 * latest of each bidder in `log`.
 */
export function abnormalLowJudge(
  log: readonly { supplierId: number; amount: AmountInput }[],
  percent: number,
): (amount: AmountInput) => boolean {
  const latest = new Map<number, AmountInput>();
  for (const line of log) latest.set(line.supplierId, line.amount);
  const current = [...latest.values()];
  return (amount) => isAbnormallyLow(amount, current, percent);
}
