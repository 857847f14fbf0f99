import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END_MOVE_LIMITS, endMoveRefusal } from './end-move.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const from = Date.UTC(2030, 0, 1, 9);
const now = from + 10 * MIN;
const currentEnd = from + HOUR;

describe('endMoveRefusal (a live window end moved by the operator)', () => {
  it('accepts a later end within a day, and a sooner one at least five minutes ahead', () => {
    expect(endMoveRefusal({ now, from, currentEnd, newEnd: currentEnd + 2 * HOUR })).toBeNull();
    expect(endMoveRefusal({ now, from, currentEnd, newEnd: now + 5 * MIN })).toBeNull();
    expect(endMoveRefusal({ now, from, currentEnd, newEnd: currentEnd + 24 * HOUR })).toBeNull();
  });

  it('refuses an end in the past or within five minutes of now (or of the start)', () => {
    expect(endMoveRefusal({ now, from, currentEnd, newEnd: now - 1 })).toBe('end-too-soon');
    expect(endMoveRefusal({ now, from, currentEnd, newEnd: now + 5 * MIN - 1 })).toBe('end-too-soon');
    const early = from - HOUR;
    expect(endMoveRefusal({ now: early, from, currentEnd, newEnd: from + MIN })).toBe('end-too-soon');
  });

  it('refuses more than a day past the current end, and a window longer than a week', () => {
    expect(endMoveRefusal({ now, from, currentEnd, newEnd: currentEnd + 24 * HOUR + 1 })).toBe('end-too-far');
    const late = from + 7 * 24 * HOUR - HOUR;
    expect(endMoveRefusal({ now: late - HOUR, from, currentEnd: late, newEnd: late + 2 * HOUR })).toBe(
      'window-too-long',
    );
  });

  it('never lets a chain of accepted moves open the window past a week', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * HOUR }), { maxLength: 40 }), (steps) => {
        let end = currentEnd;
        for (const step of steps) {
          const newEnd = end + step;
          if (endMoveRefusal({ now, from, currentEnd: end, newEnd }) === null) end = newEnd;
        }
        return end - from <= END_MOVE_LIMITS.maxWindowMs;
      }),
    );
  });
});
