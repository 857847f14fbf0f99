import { describe, expect, it, vi } from 'vitest';
import type { HallEventsSinceResult } from '@bidhall/contracts/hall';
import { countdownOf, entry, fullQuote, snapshotOf, T0, windowChanged, windowOf } from '../../test/hall-fixtures';
import { quotesPerMinute } from './apply-quote';
import { createHall } from './hall-store';

const since = (headSeq: number, events: HallEventsSinceResult['events'] = [], more = false): HallEventsSinceResult => ({
  projectId: 7,
  audience: 'agency',
  headSeq,
  more,
  events,
});

function hallWith(fetchSince = vi.fn(async () => since(0))) {
  const hall = createHall(7, { fetchSince });
  return { hall, fetchSince, state: () => hall.store.getState() };
}

describe('hall store', () => {
  it('applies events in seq order and each only once', () => {
    const { hall, state, fetchSince } = hallWith();
    hall.snapshot(snapshotOf(3));
    const q4 = fullQuote(4, 11, '900.00');
    hall.receive(q4);
    hall.receive(q4);
    hall.receive(fullQuote(3, 12, '1.00'));
    expect(state().seq).toBe(4);
    expect(state().ranking).toEqual({ kind: 'full', entries: [entry(1, 11, '900.00', 4)] });
    expect(state().quoteTimes).toEqual([{ seq: 4, at: T0 + 4000 }]);
    expect(fetchSince).not.toHaveBeenCalled();
  });

  it('notes the seq of a sign-up audit, so the sign-up page knows to reload', () => {
    const { hall, state } = hallWith();
    hall.snapshot(snapshotOf(3, { audience: 'supplier' }));
    expect(state().signUpAuditSeq).toBe(0);
    hall.receive({
      event: 'signup:audited',
      message: { v: 1, projectId: 7, seq: 4, signUpId: 9, status: 2, reason: '资质不全' },
    });
    expect(state().signUpAuditSeq).toBe(4);
    expect(state().seq).toBe(4);
  });

  it('holds events until the first snapshot, then applies those after it', () => {
    const { hall, state } = hallWith();
    hall.receive(fullQuote(5, 11, '800.00'));
    expect(state().phase).toBe('joining');
    expect(state().ranking).toBeNull();
    hall.snapshot(snapshotOf(4));
    expect(state().seq).toBe(5);
    expect(state().phase).toBe('live');
  });

  it('on a gap fetches the missed events before showing anything after it', async () => {
    let answer!: (value: HallEventsSinceResult) => void;
    const fetchSince = vi.fn(() => new Promise<HallEventsSinceResult>((r) => (answer = r)));
    const { hall, state } = hallWith(fetchSince);
    hall.snapshot(snapshotOf(2));
    hall.receive(fullQuote(5, 12, '700.00'));
    expect(fetchSince).toHaveBeenCalledWith(7, 2);
    expect(state().phase).toBe('catching-up');
    expect(state().seq).toBe(2);
    expect(state().ranking).toEqual({ kind: 'full', entries: [] });
    answer(since(5, [fullQuote(3, 11, '900.00')]));
    await hall.catchUp();
    await vi.waitFor(() => expect(state().phase).toBe('live'));
    expect(state().seq).toBe(5);
    expect(state().quoteTimes).toEqual([{ seq: 3, at: T0 + 3000 }]);
    expect(state().ranking).toEqual({ kind: 'full', entries: [entry(1, 11, '900.00', 3)] });
  });

  it('moves past seqs this audience never receives once the catch-up names the head', async () => {
    const { hall, state, fetchSince } = hallWith(vi.fn(async () => since(9)));
    hall.snapshot(snapshotOf(6));
    hall.receive(fullQuote(10, 11, '500.00'));
    await vi.waitFor(() => expect(state().seq).toBe(10));
    expect(fetchSince).toHaveBeenCalledTimes(1);
    expect(state().ranking).toEqual({ kind: 'full', entries: [entry(1, 11, '500.00', 10)] });
  });

  it('fetches a long absence page by page and shows what followed the gap only after the last page', async () => {
    const pages = [
      since(3, [fullQuote(3, 11, '900.00')], true),
      since(5, [fullQuote(4, 12, '800.00'), fullQuote(5, 11, '700.00')]),
    ];
    const { hall, state, fetchSince } = hallWith(vi.fn(async () => pages.shift()!));
    hall.snapshot(snapshotOf(2));
    hall.receive(fullQuote(6, 12, '600.00'));
    await vi.waitFor(() => expect(state().seq).toBe(6));
    expect(fetchSince.mock.calls).toEqual([
      [7, 2],
      [7, 3],
    ]);
    expect(state().quoteTimes.map((q) => q.seq)).toEqual([3, 4, 5, 6]);
  });

  it('ignores an older snapshot and keeps a newer one', () => {
    const { hall, state } = hallWith();
    hall.snapshot(snapshotOf(8));
    hall.snapshot(snapshotOf(6, { ranking: { kind: 'hidden' } }));
    expect(state().ranking).toEqual({ kind: 'full', entries: [] });
    hall.snapshot(snapshotOf(9, { ranking: { kind: 'counts', bidderCount: 2, quoteCount: 3 } }));
    expect(state().ranking).toEqual({ kind: 'counts', bidderCount: 2, quoteCount: 3 });
  });

  it('never moves a window backwards: only a higher version applies', () => {
    const { hall, state } = hallWith();
    hall.snapshot(snapshotOf(1, { window: windowOf(3) }));
    const extended = windowOf(4, { uppriceToTime: T0 + 660_000, extensions: 1, extendedSeconds: 60 });
    hall.receive(windowChanged(2, extended));
    expect(state().window).toEqual(extended);
    expect(state().notice).toEqual({ kind: 'extended', reason: null, seq: 2 });
    hall.receive(windowChanged(3, windowOf(2, { uppriceToTime: T0 }), 'corrected', 'late'));
    expect(state().window).toEqual(extended);
    expect(state().seq).toBe(3);
  });

  it('dates an operator move by the time the api recorded it, the time it was seen only without one', () => {
    const { hall, state } = hallWith();
    hall.snapshot(snapshotOf(1, { window: windowOf(3) }));
    const recorded = windowChanged(2, windowOf(4, { paused: true }), 'paused');
    hall.receive({ ...recorded, message: { ...recorded.message, at: T0 + 5_000 } } as typeof recorded);
    hall.receive(windowChanged(3, windowOf(5)));
    expect(state().changes.map((c) => [c.seq, c.kind])).toEqual([
      [2, 'paused'],
      [3, 'extended'],
    ]);
    expect(state().changes[0]!.at).toBe(T0 + 5_000);
    expect(state().changes[1]!.at).not.toBe(T0 + 5_000);
  });

  it('takes a countdown unless it speaks of an older window', () => {
    const { hall, state } = hallWith();
    hall.snapshot(snapshotOf(1, { window: windowOf(2) }));
    hall.countdown(countdownOf(1, T0));
    expect(state().countdown).toBeNull();
    hall.countdown(countdownOf(2, T0 + 600_000));
    expect(state().countdown).toEqual({ phase: 'open', endsAt: T0 + 600_000, windowVersion: 2 });
  });

  it('keeps the supplier own quotes once each, with the remaining count', () => {
    const { hall, state } = hallWith();
    hall.snapshot(snapshotOf(1, { audience: 'supplier', ranking: { kind: 'supplier', own: null, entries: [] } }));
    const own = { amount: '990.00', acceptedAt: T0 + 2000, seq: 2, quoteCount: 1, remainingQuotes: 4 };
    const standing = {
      kind: 'supplier' as const,
      own: { amount: '990.00', rank: 1, quoteCount: 1, remainingQuotes: 4 },
      entries: [],
    };
    const item = {
      event: 'quote:accepted' as const,
      message: { v: 1 as const, projectId: 7, seq: 2, view: { kind: 'supplier' as const, quote: null, own, standing } },
    };
    hall.receive(item);
    hall.receive(item);
    expect(state().own).toEqual([{ seq: 2, amount: '990.00', acceptedAt: T0 + 2000 }]);
    expect(state().remainingQuotes).toBe(4);
  });

  it('counts each quote of the last minute once', () => {
    const times = [
      { seq: 1, at: T0 - 61_000 },
      { seq: 2, at: T0 - 30_000 },
      { seq: 2, at: T0 - 30_000 },
      { seq: 3, at: T0 },
    ];
    expect(quotesPerMinute(times, T0)).toBe(2);
  });

  describe('a frame of several events (a watcher under a storm)', () => {
    const frame = (...items: ReturnType<typeof fullQuote>[]) => ({ v: 1 as const, projectId: 7, items });

    it('applies its events in order, each once, as if they had come alone', () => {
      const { hall, state, fetchSince } = hallWith();
      hall.snapshot(snapshotOf(3));
      hall.receiveFrame(frame(fullQuote(4, 11, '900.00'), fullQuote(5, 12, '800.00'), fullQuote(6, 11, '700.00')));
      hall.receiveFrame(frame(fullQuote(6, 11, '700.00'), fullQuote(7, 12, '650.00')));
      expect(state().seq).toBe(7);
      expect(state().quoteTimes.map((q) => q.seq)).toEqual([4, 5, 6, 7]);
      const ranking = state().ranking;
      expect(ranking?.kind === 'full' && ranking.entries.map((e) => [e.rank, e.supplierId, e.amount])).toEqual([
        [1, 12, '650.00'],
        [2, 11, '700.00'],
      ]);
      expect(fetchSince).not.toHaveBeenCalled();
    });

    it('on a gap inside it, applies what comes before the gap and catches up before anything after it', async () => {
      let answer!: (value: HallEventsSinceResult) => void;
      const fetchSince = vi.fn(() => new Promise<HallEventsSinceResult>((r) => (answer = r)));
      const { hall, state } = hallWith(fetchSince);
      hall.snapshot(snapshotOf(3));
      hall.receiveFrame(frame(fullQuote(4, 11, '900.00'), fullQuote(6, 11, '700.00'), fullQuote(7, 12, '650.00')));
      expect(fetchSince).toHaveBeenCalledWith(7, 4);
      expect(state().seq).toBe(4);
      expect(state().quoteTimes.map((q) => q.seq)).toEqual([4]);
      answer(since(5, [fullQuote(5, 12, '800.00')]));
      await hall.catchUp();
      await vi.waitFor(() => expect(state().phase).toBe('live'));
      expect(state().seq).toBe(7);
      expect(state().quoteTimes.map((q) => q.seq)).toEqual([4, 5, 6, 7]);
    });
  });
});
