import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, type HallView } from '../../../realtime/hall-view';
import { alertBetween } from './hall-alert';

const standing = (seq: number, rank: number | null, over: Partial<HallView> = {}): HallView => ({
  ...EMPTY_VIEW,
  seq,
  ranking: {
    kind: 'supplier',
    own: rank === null ? null : { amount: '97000.00', rank, quoteCount: 1, remainingQuotes: null },
    entries: [],
  },
  ...over,
});

describe('alertBetween', () => {
  it('tells a supplier it was outbid when its rank falls', () => {
    expect(alertBetween(standing(3, 1), standing(4, 2))).toEqual({ kind: 'outbid', seq: 4, rank: 2 });
    expect(alertBetween(standing(3, 2), standing(4, 3))).toMatchObject({ kind: 'outbid', rank: 3 });
  });

  it('stays quiet when the rank holds or rises, for the first snapshot, and without a quote', () => {
    expect(alertBetween(standing(3, 2), standing(4, 1))).toBeNull();
    expect(alertBetween(standing(3, 1), standing(4, 1))).toBeNull();
    expect(alertBetween(EMPTY_VIEW, standing(4, 2))).toBeNull();
    expect(alertBetween(standing(3, null), standing(4, 2))).toBeNull();
    // Mode 1 never tells ranks: no alert can be made up.
    expect(alertBetween(standing(3, null), standing(4, null))).toBeNull();
  });

  it('raises extensions, pauses and moved ends once each', () => {
    const extended = standing(5, 1, { notice: { kind: 'extended', reason: null, seq: 5 } });
    expect(alertBetween(standing(4, 1), extended)).toEqual({ kind: 'extended', seq: 5 });
    expect(alertBetween(extended, { ...extended, seq: 6 })).toBeNull();
    expect(alertBetween(extended, standing(7, 1, { notice: { kind: 'paused', reason: null, seq: 7 } }))).toMatchObject({
      kind: 'paused',
    });
    expect(
      alertBetween(standing(1, 1), standing(2, 1, { notice: { kind: 'published', reason: null, seq: 2 } })),
    ).toBeNull();
  });
});
