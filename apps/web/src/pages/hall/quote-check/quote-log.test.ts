import { describe, expect, it } from 'vitest';
import { actionsOf, mergeLines, quoteLog, savings } from './quote-log';

const listed = (seq: number, supplierId: number, amount: string | null) => ({
  seq,
  supplierId,
  companyName: `firm${supplierId}`,
  amount,
  acceptedAt: new Date(1_000 * seq).toISOString(),
});

describe('quoteLog', () => {
  it('lists every quote once in seq order with the rank right after it', () => {
    const log = quoteLog(
      [listed(1, 10, '99000.00'), listed(2, 20, '98000.00')],
      [
        { seq: 2, at: 2000, amount: '98000.00', supplierId: 20, companyName: 'firm20' },
        { seq: 4, at: 4000, amount: '99500.00', supplierId: 30, companyName: 'firm30' },
        { seq: 5, at: 5000, amount: '97000.00', supplierId: 10, companyName: 'firm10' },
      ],
      1,
    );
    expect(log.map((q) => [q.seq, q.companyName, q.amount, q.rankAfter])).toEqual([
      [1, 'firm10', '99000.00', 1],
      [2, 'firm20', '98000.00', 1],
      [4, 'firm30', '99500.00', 3],
      [5, 'firm10', '97000.00', 1],
    ]);
  });

  it('keeps sealed quotes without amounts or ranks', () => {
    expect(quoteLog([listed(1, 10, null)], [], 3)).toEqual([
      { kind: 'quote', seq: 1, at: 1000, supplierId: 10, companyName: 'firm10', amount: null, rankAfter: null },
    ]);
  });
});

describe('savings', () => {
  it('answers the amount and percent saved, or nothing without both figures', () => {
    expect(savings('97000.00', '100000.00')).toEqual({ amount: '3000.00', percent: 3 });
    expect(savings(null, '100000.00')).toBeNull();
    expect(savings('97000.00', null)).toBeNull();
  });
});

describe('operator actions in the log', () => {
  it('takes window changes from the stream and keeps a live sighting over an earlier one', () => {
    const window = {
      applyToTime: 1,
      uppriceFromTime: 2,
      uppriceToTime: 3,
      paused: true,
      extensions: 0,
      extendedSeconds: 0,
      version: 2,
    };
    const past = actionsOf([
      { event: 'window:changed', message: { v: 1, projectId: 7, seq: 3, kind: 'paused', window, reason: null } },
      {
        event: 'window:changed',
        message: {
          v: 1,
          projectId: 7,
          seq: 4,
          kind: 'corrected',
          window: { ...window, version: 3 },
          reason: '网络故障',
          at: 8000,
        },
      },
      { event: 'project:state', message: { v: 1, projectId: 7, seq: 5, from: 5, to: 6 } },
    ]);
    expect(past).toEqual([
      { kind: 'action', seq: 3, at: null, action: 'paused', reason: null },
      // Read again after a reload, a move keeps the time the api recorded it at.
      { kind: 'action', seq: 4, at: 8000, action: 'corrected', reason: '网络故障' },
    ]);
    const merged = mergeLines(past, [{ kind: 'action', seq: 3, at: 9000, action: 'paused', reason: null }]);
    expect(merged.map((l) => [l.seq, l.at])).toEqual([
      [3, 9000],
      [4, 8000],
    ]);
  });
});
