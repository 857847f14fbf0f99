import type { Labels, Language } from './lang.ts';

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
  'invalid-time': {
    'zh-CN': '时间无效',
    'zh-TW': '時間無效',
    'en-US': 'The time is not valid.',
    'pt-BR': 'O horário não é válido.',
  },
  'apply-not-future': {
    'zh-CN': '报名截止时间必须晚于当前时间',
    'zh-TW': '報名截止時間必須晚於當前時間',
    'en-US': 'The sign-up deadline must be later than now.',
    'pt-BR': 'O prazo de inscrição deve ser posterior ao momento atual.',
  },
  'apply-after-quote-start': {
    'zh-CN': '报名截止时间不能晚于报价开始时间',
    'zh-TW': '報名截止時間不能晚於報價開始時間',
    'en-US': 'The sign-up deadline cannot be later than the start of quoting.',
    'pt-BR': 'O prazo de inscrição não pode ser posterior ao início das cotações.',
  },
  'window-empty': {
    'zh-CN': '报价结束时间必须晚于报价开始时间',
    'zh-TW': '報價結束時間必須晚於報價開始時間',
    'en-US': 'The end of quoting must be later than its start.',
    'pt-BR': 'O fim das cotações deve ser posterior ao seu início.',
  },
  'moved-backward': {
    'zh-CN': '更正只能将时间延后',
    'zh-TW': '更正只能將時間延後',
    'en-US': 'A correction can only move times later.',
    'pt-BR': 'Uma retificação só pode adiar os horários.',
  },
  'into-past': {
    'zh-CN': '更正后的时间不能早于当前时间',
    'zh-TW': '更正後的時間不能早於當前時間',
    'en-US': 'A corrected time cannot lie in the past.',
    'pt-BR': 'Um horário retificado não pode estar no passado.',
  },
  'quote-started': {
    'zh-CN': '报价已开始，不能更改报价开始时间',
    'zh-TW': '報價已開始，不能更改報價開始時間',
    'en-US': 'Quoting has started; its start time can no longer change.',
    'pt-BR': 'As cotações já começaram; o horário de início não pode mais mudar.',
  },
};

export function timeRuleMessage(reason: TimeRuleReason, lang: Language): string {
  return TIME_RULE_MESSAGES[reason][lang];
}
