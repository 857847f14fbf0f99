import type { Labels, Language } from './lang.ts';
import { labelTree } from './texts.ts';
import projectTimesTexts from './locales/projectTimes.ts';

const TEXT = /* @__PURE__ */ labelTree(projectTimesTexts);

/** A point in time as it arrives: epoch milliseconds, a Date, or an ISO string from JSON. */
export type TimeInput = number | Date | string;

/** Epoch milliseconds, or undefined for a missing or unparseable time. */
export function toEpochMs(value: TimeInput | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/** The three times that govern a published project (specification section 4, state 5). */
export interface ProjectTimes {
  applyToTime: TimeInput;
  uppriceFromTime: TimeInput;
  uppriceToTime: TimeInput;
}

export type TimeField = keyof ProjectTimes;
export const TIME_FIELDS: readonly TimeField[] = ['applyToTime', 'uppriceFromTime', 'uppriceToTime'];

export type TimeRuleReason =
  | 'invalid-time'
  | 'apply-not-future'
  | 'apply-after-quote-start'
  | 'window-empty'
  | 'moved-backward'
  | 'into-past'
  | 'quote-started';

export type TimeCheck = { ok: true } | { ok: false; reason: TimeRuleReason; field: TimeField | 'now' };

type Millis = Record<TimeField, number>;

function toMillis(times: ProjectTimes): Millis | { field: TimeField } {
  const out: Partial<Millis> = {};
  for (const field of TIME_FIELDS) {
    const ms = toEpochMs(times[field]);
    if (ms === undefined) return { field };
    out[field] = ms;
  }
  return out as Millis;
}

/** applyToTime <= uppriceFromTime < uppriceToTime: sign-up closes before quoting opens. */
function checkOrder(t: Millis): TimeCheck {
  if (t.applyToTime > t.uppriceFromTime) return { ok: false, reason: 'apply-after-quote-start', field: 'applyToTime' };
  if (t.uppriceToTime <= t.uppriceFromTime) return { ok: false, reason: 'window-empty', field: 'uppriceToTime' };
  return { ok: true };
}

/** Publishing (4 -> 5) needs now < applyToTime <= uppriceFromTime < uppriceToTime (docs/rules.md). */
export function checkPublicationTimes(input: { now: TimeInput } & ProjectTimes): TimeCheck {
  const now = toEpochMs(input.now);
  if (now === undefined) return { ok: false, reason: 'invalid-time', field: 'now' };
  const t = toMillis(input);
  if ('field' in t) return { ok: false, reason: 'invalid-time', field: t.field };
  if (t.applyToTime <= now) return { ok: false, reason: 'apply-not-future', field: 'applyToTime' };
  return checkOrder(t);
}

/**
 * A correction (5 -> 5) may move times forward, never back and never into the past; times
 * it leaves alone may already lie behind us. The start of a quote window that has already
 * opened is fixed too: moving it would put quotes already accepted before the window.
 */
export function checkCorrectionTimes(input: { now: TimeInput; before: ProjectTimes; after: ProjectTimes }): TimeCheck {
  const now = toEpochMs(input.now);
  if (now === undefined) return { ok: false, reason: 'invalid-time', field: 'now' };
  const before = toMillis(input.before);
  if ('field' in before) return { ok: false, reason: 'invalid-time', field: before.field };
  const after = toMillis(input.after);
  if ('field' in after) return { ok: false, reason: 'invalid-time', field: after.field };
  for (const field of TIME_FIELDS) {
    if (after[field] === before[field]) continue;
    if (after[field] < before[field]) return { ok: false, reason: 'moved-backward', field };
    if (field === 'uppriceFromTime' && before.uppriceFromTime <= now)
      return { ok: false, reason: 'quote-started', field };
    if (after[field] <= now) return { ok: false, reason: 'into-past', field };
  }
  return checkOrder(after);
}

/**
 * Resuming a suspended project (9 -> 5) shifts the window by the pause: every time still
 * ahead when the project was suspended moves by the pause's length; times already passed
 * stay where they were.
 */
export function resumeTimes(times: ProjectTimes, pausedAt: TimeInput, resumedAt: TimeInput): Millis | undefined {
  const t = toMillis(times);
  const paused = toEpochMs(pausedAt);
  const resumed = toEpochMs(resumedAt);
  if ('field' in t || paused === undefined || resumed === undefined) return undefined;
  const pause = Math.max(0, resumed - paused);
  const shift = (ms: number) => (ms > paused ? ms + pause : ms);
  return {
    applyToTime: shift(t.applyToTime),
    uppriceFromTime: shift(t.uppriceFromTime),
    uppriceToTime: shift(t.uppriceToTime),
  };
}

export const TIME_RULE_MESSAGES: Readonly<Record<TimeRuleReason, Labels>> = {
  'invalid-time': TEXT.invalidTime,
  'apply-not-future': TEXT.applyNotFuture,
  'apply-after-quote-start': TEXT.applyAfterQuoteStart,
  'window-empty': TEXT.windowEmpty,
  'moved-backward': TEXT.movedBackward,
  'into-past': TEXT.intoPast,
  'quote-started': TEXT.quoteStarted,
};

export function timeRuleMessage(reason: TimeRuleReason, lang: Language): string {
  return TIME_RULE_MESSAGES[reason][lang];
}
