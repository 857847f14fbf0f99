import { describe, expect, it } from 'vitest';
import type { AuditTemplate } from '@bidhall/domain/audit-templates';
import { DAY, demoCreatedAt, demoHistoryTimes, demoSignUpAt, HOUR } from './demo-timeline.ts';

const now = Date.UTC(2026, 11, 1, 7, 24);
const closedDaysAgo = (days: number) => ({
  applyToTime: now - days * DAY - DAY,
  uppriceFromTime: now - days * DAY,
  uppriceToTime: now - days * DAY + HOUR,
});

const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

describe("the demo's timeline", () => {
  it('sets a project up a week before its sign-up closes, never later than now; months back when asked', () => {
    const t = closedDaysAgo(3);
    expect(demoCreatedAt(t, undefined, now)).toBe(t.applyToTime - 7 * DAY);
    expect(demoCreatedAt({ ...t, applyToTime: now + DAY }, undefined, now)).toBe(now - 6 * DAY);
    expect(demoCreatedAt({ ...t, applyToTime: now + 30 * DAY }, undefined, now)).toBe(now);
    expect(demoCreatedAt(t, 2, now)).toBe(now - 60 * DAY);
    expect(demoCreatedAt(undefined, undefined, now)).toBeLessThan(now);
  });

  it('signs suppliers up before sign-up closed, in order', () => {
    const t = closedDaysAgo(3);
    const at = [0, 1, 2].map((k) => demoSignUpAt(t, k, 3, now));
    expect(increasing(at)).toBe(true);
    expect(Math.max(...at)).toBeLessThan(t.applyToTime);
    // Still open: before now.
    expect(demoSignUpAt({ ...t, applyToTime: now + DAY }, 0, 1, now)).toBeLessThan(now);
  });

  it("puts a closed project's record in its phases: set-up, sign-ups before the deadline, results after the window", () => {
    const t = closedDaysAgo(3);
    const templates: AuditTemplate[] = [1, 2, 3, 5, 6, 12, 13, 12, 14, 7, 8, 10];
    const created = demoCreatedAt(t, undefined, now);
    const at = demoHistoryTimes(templates, created, t, now);
    expect(at).toHaveLength(templates.length);
    expect(increasing(at)).toBe(true);
    expect(at[0]).toBe(created);
    const phase = (wanted: number[]) => at.filter((_, i) => wanted.includes(templates[i]!));
    expect(Math.max(...phase([1, 2, 3, 5, 6]))).toBeLessThan(Math.min(...phase([12, 13, 14])));
    expect(Math.max(...phase([12, 13, 14]))).toBeLessThan(t.applyToTime);
    expect(Math.min(...phase([7, 8, 10]))).toBeGreaterThan(t.uppriceToTime);
    expect(Math.max(...at)).toBeLessThan(now);
  });

  it('keeps a record that would run past now in order, and before now', () => {
    const at = demoHistoryTimes([1, 2, 3, 5, 6], now - 2 * HOUR, undefined, now);
    expect(increasing(at)).toBe(true);
    expect(Math.max(...at)).toBeLessThan(now);
    // A window that closed minutes ago: its results cannot be hours after it.
    const recent = { applyToTime: now - DAY, uppriceFromTime: now - 2 * HOUR, uppriceToTime: now - 10 * 60_000 };
    const late = demoHistoryTimes([1, 6, 12, 13, 7, 8], demoCreatedAt(recent, undefined, now), recent, now);
    expect(increasing(late)).toBe(true);
    expect(Math.max(...late)).toBeLessThan(now);
    expect(late[4]).toBeGreaterThan(recent.uppriceToTime);
  });
});
