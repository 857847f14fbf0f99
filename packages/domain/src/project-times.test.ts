import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCorrectionTimes,
  checkPublicationTimes,
  resumeTimes,
  timeRuleMessage,
  toEpochMs,
} from './project-times.ts';

const NOW = Date.UTC(2025, 0, 1, 8, 0, 0);
const MIN = 60_000;
const good = { applyToTime: NOW + 10 * MIN, uppriceFromTime: NOW + 20 * MIN, uppriceToTime: NOW + 30 * MIN };

describe('toEpochMs', () => {
  it('reads numbers, Dates and ISO strings, and rejects the rest', () => {
    expect(toEpochMs(NOW)).toBe(NOW);
    expect(toEpochMs(new Date(NOW))).toBe(NOW);
    expect(toEpochMs(new Date(NOW).toISOString())).toBe(NOW);
    expect(toEpochMs('not a date')).toBeUndefined();
    expect(toEpochMs(NaN)).toBeUndefined();
    expect(toEpochMs(null)).toBeUndefined();
  });
});

describe('publication times (rules.md "Lifecycle")', () => {
  it('accepts now < applyToTime <= uppriceFromTime < uppriceToTime', () => {
    expect(checkPublicationTimes({ now: NOW, ...good })).toEqual({ ok: true });
    expect(checkPublicationTimes({ now: NOW, ...good, applyToTime: good.uppriceFromTime })).toEqual({ ok: true });
  });

  it('names the broken rule and its field', () => {
    expect(checkPublicationTimes({ now: NOW, ...good, applyToTime: NOW })).toEqual({
      ok: false,
      reason: 'apply-not-future',
      field: 'applyToTime',
    });
    expect(checkPublicationTimes({ now: NOW, ...good, applyToTime: good.uppriceFromTime + 1 })).toMatchObject({
      reason: 'apply-after-quote-start',
    });
    expect(checkPublicationTimes({ now: NOW, ...good, uppriceToTime: good.uppriceFromTime })).toMatchObject({
      reason: 'window-empty',
      field: 'uppriceToTime',
    });
    expect(checkPublicationTimes({ now: NOW, ...good, uppriceFromTime: 'garbage' })).toEqual({
      ok: false,
      reason: 'invalid-time',
      field: 'uppriceFromTime',
    });
    expect(checkPublicationTimes({ now: 'garbage', ...good })).toMatchObject({ reason: 'invalid-time', field: 'now' });
  });

  it('is ok exactly when the ordering holds', () => {
    const t = fc.integer({ min: 0, max: 1_000 });
    fc.assert(
      fc.property(t, t, t, t, (now, applyToTime, uppriceFromTime, uppriceToTime) => {
        const ok = checkPublicationTimes({ now, applyToTime, uppriceFromTime, uppriceToTime }).ok;
        return ok === (now < applyToTime && applyToTime <= uppriceFromTime && uppriceFromTime < uppriceToTime);
      }),
    );
  });
});

describe('correction times (rules.md "Lifecycle")', () => {
  it('moves times forward', () => {
    const after = { ...good, uppriceToTime: good.uppriceToTime + 15 * MIN };
    expect(checkCorrectionTimes({ now: NOW, before: good, after })).toEqual({ ok: true });
  });

  it('keeps untouched times even when they already passed', () => {
    const running = { applyToTime: NOW - 20 * MIN, uppriceFromTime: NOW - 10 * MIN, uppriceToTime: NOW + 5 * MIN };
    const after = { ...running, uppriceToTime: NOW + 30 * MIN };
    expect(checkCorrectionTimes({ now: NOW, before: running, after })).toEqual({ ok: true });
  });

  it('refuses moving back, into the past, or the start of a running window', () => {
    expect(
      checkCorrectionTimes({ now: NOW, before: good, after: { ...good, uppriceToTime: good.uppriceToTime - 1 } }),
    ).toEqual({
      ok: false,
      reason: 'moved-backward',
      field: 'uppriceToTime',
    });
    const past = { applyToTime: NOW - 30 * MIN, uppriceFromTime: NOW - 20 * MIN, uppriceToTime: NOW - 10 * MIN };
    expect(
      checkCorrectionTimes({ now: NOW, before: past, after: { ...past, uppriceToTime: NOW - 5 * MIN } }),
    ).toMatchObject({
      reason: 'into-past',
      field: 'uppriceToTime',
    });
    const running = { applyToTime: NOW - 20 * MIN, uppriceFromTime: NOW - 10 * MIN, uppriceToTime: NOW + 5 * MIN };
    expect(
      checkCorrectionTimes({ now: NOW, before: running, after: { ...running, uppriceFromTime: NOW + 1 * MIN } }),
    ).toMatchObject({ reason: 'quote-started', field: 'uppriceFromTime' });
  });

  it('keeps the ordering after the correction', () => {
    const after = { ...good, applyToTime: good.uppriceFromTime + MIN };
    expect(checkCorrectionTimes({ now: NOW, before: good, after })).toMatchObject({
      reason: 'apply-after-quote-start',
    });
  });

  it('never accepts a changed time that is earlier than before or not in the future', () => {
    const t = fc.integer({ min: 0, max: 100 });
    const times = fc.record({ applyToTime: t, uppriceFromTime: t, uppriceToTime: t });
    fc.assert(
      fc.property(t, times, times, (now, before, after) => {
        if (!checkCorrectionTimes({ now, before, after }).ok) return true;
        return (['applyToTime', 'uppriceFromTime', 'uppriceToTime'] as const).every(
          (f) => after[f] === before[f] || (after[f] > before[f] && after[f] > now),
        );
      }),
    );
  });
});

describe('resuming a suspended project (rules.md "Lifecycle")', () => {
  it('shifts the times still ahead at suspension by the pause', () => {
    const times = { applyToTime: NOW - 20 * MIN, uppriceFromTime: NOW - 10 * MIN, uppriceToTime: NOW + 5 * MIN };
    expect(resumeTimes(times, NOW, NOW + 7 * MIN)).toEqual({
      applyToTime: NOW - 20 * MIN,
      uppriceFromTime: NOW - 10 * MIN,
      uppriceToTime: NOW + 12 * MIN,
    });
    expect(resumeTimes(times, 'bad', NOW)).toBeUndefined();
  });
});

describe('time rule messages', () => {
  it('speaks the chosen language', () => {
    expect(timeRuleMessage('window-empty', 'zh-CN')).toBe('报价结束时间必须晚于报价开始时间');
  });
});
