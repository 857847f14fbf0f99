import type { AuditTemplate } from '@bidhall/domain/audit-templates';

/**
 * When the demo's projects lived their steps: set up a week before sign-up closed, signed up
 * in the hours before that, results after the window. A newcomer reading a closed project's
 * sign-ups or its record then sees them in the order and the days they would have happened,
 * not all at the minute the demo was written.
 */
const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type DemoTimes = { applyToTime: number; uppriceFromTime: number; uppriceToTime: number };

/** A supplier's sign-up (template 12), and the agency's pass or return of it (13, 14). */
const SIGN_UP_SUBMITTED = 12;
const SIGN_UP_ANSWERS: ReadonlySet<number> = new Set([13, 14]);
/** How long after a sign-up the agency answers it. */
export const SIGN_UP_ANSWERED_AFTER = 30 * MINUTE;
/** Templates of the result and what follows it (7–11): after the quote window. */
const AFTER_WINDOW_TEMPLATES: ReadonlySet<number> = new Set([7, 8, 9, 10, 11]);

/** A week before sign-up closes, or `monthsAgo` months back for the statistics' past; never after `now`. */
export function demoCreatedAt(times: DemoTimes | undefined, monthsAgo: number | undefined, now: number): number {
  if (monthsAgo) return now - monthsAgo * 30 * DAY;
  return times ? Math.min(now, times.applyToTime - 7 * DAY) : now - 2 * HOUR;
}

/** The k-th of n sign-ups: two hours apart, the last an hour before sign-up closed (or before now). */
export function demoSignUpAt(times: DemoTimes | undefined, k: number, n: number, now: number): number {
  const end = Math.min(now, times?.applyToTime ?? now) - HOUR;
  return end - (n - 1 - k) * 2 * HOUR;
}

/**
 * Each history entry's time: set-up steps two hours apart from the creation, sign-up steps
 * before sign-up closed, result steps an hour apart after the window; then put in the order
 * given, a minute apart at least, the last no later than a minute before `now`.
 */
export function demoHistoryTimes(
  templates: readonly AuditTemplate[],
  created: number,
  times: DemoTimes | undefined,
  now: number,
): number[] {
  const signUps = templates.filter((t) => t === SIGN_UP_SUBMITTED).length;
  let setUp = 0;
  let signedUp = 0;
  let after = 0;
  let lastSignUp = demoSignUpAt(times, 0, Math.max(signUps, 1), now);
  const wanted = templates.map((t) => {
    if (t === SIGN_UP_SUBMITTED) return (lastSignUp = demoSignUpAt(times, signedUp++, signUps, now));
    // The agency's answer to the sign-up before it.
    if (SIGN_UP_ANSWERS.has(t)) return lastSignUp + SIGN_UP_ANSWERED_AFTER;
    if (AFTER_WINDOW_TEMPLATES.has(t) && times) return times.uppriceToTime + ++after * HOUR;
    return created + setUp++ * 2 * HOUR;
  });
  const ordered: number[] = [];
  for (const at of wanted) ordered.push(Math.max(at, (ordered.at(-1) ?? -Infinity) + MINUTE));
  for (let i = ordered.length - 1; i >= 0; i--) ordered[i] = Math.min(ordered[i]!, (ordered[i + 1] ?? now) - MINUTE);
  return ordered;
}

/** The step-th thing done after the quote window (1 is an hour after it, 0.5 half an hour): no later than now. */
export function demoAfterWindow(times: DemoTimes | undefined, step: number, now: number): number {
  return times ? Math.min(now, times.uppriceToTime + step * HOUR) : now;
}

/** The time of the first history entry of `template`, if the record has one. */
export function timeOfTemplate(
  templates: readonly AuditTemplate[],
  at: readonly number[],
  template: AuditTemplate,
): number | undefined {
  const i = templates.indexOf(template);
  return i < 0 ? undefined : at[i];
}
