import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { EMPTY_VIEW, type HallView } from '../../../realtime/hall-view';
import { useHallAlert } from './useHallAlert';

const view = (seq: number, rank: number, over: Partial<HallView> = {}): HallView => ({
  ...EMPTY_VIEW,
  seq,
  ranking: { kind: 'supplier', own: { amount: '97000.00', rank, quoteCount: 1, remainingQuotes: null }, entries: [] },
  ...over,
});

describe('useHallAlert', () => {
  it('keeps the outbid alert when the window changes after it; the change itself is the notice’s to say', () => {
    const { result, rerender } = renderHook((v: HallView) => useHallAlert(v), { initialProps: view(3, 1) });
    rerender(view(4, 2));
    expect(result.current.alert).toMatchObject({ kind: 'outbid', rank: 2 });
    rerender(view(5, 2, { notice: { kind: 'paused', reason: null, seq: 5 } }));
    expect(result.current.alert).toMatchObject({ kind: 'outbid', rank: 2 });
  });

  it('raises no bar for a window change alone', () => {
    const { result, rerender } = renderHook((v: HallView) => useHallAlert(v), { initialProps: view(3, 1) });
    rerender(view(4, 1, { notice: { kind: 'extended', reason: null, seq: 4 } }));
    expect(result.current.alert).toBeNull();
  });
});
