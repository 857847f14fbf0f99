import { describe, expect, it } from 'vitest';
import { inHallOrder } from './hall-order.ts';
import type { ProjectWindow } from './window.ts';

const MIN = 60_000;
const NOW = 1_000 * MIN;
const window = (from: number, to: number, paused = false): ProjectWindow => ({
  applyToTime: NOW + from - MIN,
  uppriceFromTime: NOW + from,
  uppriceToTime: NOW + to,
  paused,
  extensions: 0,
  extendedSeconds: 0,
  version: 1,
});
interface Listed {
  name: string;
  window: ProjectWindow | null;
  state?: number;
}
const order = (items: Listed[]) =>
  inHallOrder(
    items,
    NOW,
    (p) => p.window,
    (p) => p.state ?? 5,
  ).map((p) => p.name);

describe('the order of a list of halls', () => {
  it('puts the open windows first, then the paused, those to come, the ended and those without a window', () => {
    expect(
      order([
        { name: 'no window', window: null },
        { name: 'ended long ago', window: window(-300 * MIN, -200 * MIN) },
        { name: 'starts in two days', window: window(2_880 * MIN, 2_910 * MIN) },
        { name: 'open, ends in 30 min', window: window(-5 * MIN, 30 * MIN) },
        { name: 'ended just now', window: window(-40 * MIN, -1 * MIN) },
        { name: 'suspended', window: window(-5 * MIN, 30 * MIN), state: 9 },
        { name: 'starts in an hour', window: window(60 * MIN, 90 * MIN) },
        { name: 'open, ends in 5 min', window: window(-25 * MIN, 5 * MIN) },
        { name: 'result confirmed', window: window(-120 * MIN, -90 * MIN), state: 7 },
      ]),
    ).toEqual([
      'open, ends in 5 min',
      'open, ends in 30 min',
      'suspended',
      'starts in an hour',
      'starts in two days',
      'ended just now',
      'result confirmed',
      'ended long ago',
      'no window',
    ]);
  });

  it('keeps the given order among projects alike', () => {
    const same = window(-5 * MIN, 30 * MIN);
    expect(
      order([
        { name: 'b', window: same },
        { name: 'a', window: same },
      ]),
    ).toEqual(['b', 'a']);
  });
});
