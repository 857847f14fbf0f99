import { describe, expect, it } from 'vitest';
import type { HallStreamItem } from '@bidhall/contracts/hall';
import { othersIn } from './quote-history';
import { supplierSeries } from './supplier-series';

const names = { mine: 'mine', others: 'others' };
const standing = { kind: 'supplier' as const, own: null, entries: [] };
const quoteItem = (
  seq: number,
  view: Extract<HallStreamItem, { event: 'quote:accepted' }>['message']['view'],
): HallStreamItem => ({
  event: 'quote:accepted',
  message: { v: 1, projectId: 5, seq, view },
});

describe('the supplier chart', () => {
  it('reads the others out of the events it was shown, its own and hidden ones left out', () => {
    const events = [
      quoteItem(1, {
        kind: 'supplier',
        quote: { rank: 1, amount: '99000.00', companyName: '甲' },
        own: null,
        standing,
      }),
      quoteItem(2, {
        kind: 'supplier',
        quote: { rank: 1, amount: '98000.00' },
        own: { amount: '98000.00', acceptedAt: 2, seq: 2, quoteCount: 1, remainingQuotes: null },
        standing,
      }),
      quoteItem(3, { kind: 'supplier', quote: null, own: null, standing }),
    ];
    expect(othersIn(events)).toEqual([{ seq: 1, amount: '99000.00', companyName: '甲' }]);
  });

  it('places the history read on opening, the live quotes and its own in one order, once each', () => {
    const own = [{ seq: 2, amount: '98000.00', acceptedAt: 1000 }];
    const history = [{ seq: 1, amount: '99000.00', companyName: '甲' }];
    const live = [
      { seq: 1, at: 5, amount: '99000.00', companyName: '甲' },
      { seq: 4, at: 6, amount: '97000.00', companyName: '甲' },
    ];
    expect(supplierSeries(own, live, history, 3, names)).toEqual([
      { name: 'mine', points: [[2, 98000]] },
      {
        name: '甲',
        points: [
          [1, 99000],
          [3, 97000],
        ],
      },
    ]);
    // Mode 2: the same quotes on one nameless line.
    expect(supplierSeries(own, live, history, 2, names)[1]).toEqual({
      name: 'others',
      points: [
        [1, 99000],
        [3, 97000],
      ],
    });
  });

  it('draws only its own quotes in mode 1, whatever it holds', () => {
    const own = [{ seq: 7, amount: '98000.00', acceptedAt: 1000 }];
    expect(supplierSeries(own, [{ seq: 3, at: 1, amount: '1.00' }], [{ seq: 1, amount: '2.00' }], 1, names)).toEqual([
      { name: 'mine', points: [[1, 98000]] },
    ]);
  });
});
