import { describe, expect, it } from 'vitest';
import { openWindow } from '../test/outbox.ts';
import { countdownPhase } from './countdown-phase.ts';

const window = { ...openWindow(0), uppriceFromTime: 1000, uppriceToTime: 2000 };

describe('countdown phase', () => {
  it.each([
    [999, 5, 'not-started', 1000],
    [1000, 5, 'open', 2000],
    [1999, 5, 'open', 2000],
    [2000, 5, 'ended', 2000],
    [1500, 4, 'not-started', 1000],
    [1500, 6, 'ended', 2000],
    [1500, 8, 'ended', 2000],
    [1500, 9, 'paused', null],
    [1500, undefined, 'open', 2000],
  ] as const)('at %i in state %s is %s until %s', (now, state, phase, endsAt) => {
    expect(countdownPhase(window, now, state)).toEqual({ phase, endsAt });
  });

  it('a paused window has no end to count to', () => {
    expect(countdownPhase({ ...window, paused: true }, 1500, 5)).toEqual({ phase: 'paused', endsAt: null });
  });
});
