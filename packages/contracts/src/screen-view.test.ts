import { describe, expect, it } from 'vitest';
import { HallStreamItem, type StreamBusMessage } from './hall.ts';
import { screenViewOf } from './screen-view.ts';

const base = { v: 1 as const, id: '1', tenantId: 1, projectId: 5, createdAt: 1_700_000_000_000 };
const window = {
  applyToTime: 1,
  uppriceFromTime: 2,
  uppriceToTime: 3,
  paused: false,
  extensions: 1,
  extendedSeconds: 60,
  version: 4,
};
const ranking = [
  { rank: 1, supplierId: 3, companyName: '乙公司', amount: '95.50', acceptedAt: 1002, seq: 12, quoteCount: 1 },
];

describe('screenViewOf (the big screen activity feed)', () => {
  it('gives a quote as counts only, never an amount or a name', () => {
    const quote: StreamBusMessage = {
      ...base,
      seq: 12,
      type: 'quote.accepted',
      payload: {
        projectId: 5,
        quoteId: 'q',
        supplierId: 3,
        companyName: '乙公司',
        amount: '95.50',
        acceptedAt: 1002,
        seq: 12,
        quoteCount: 1,
        isNewBest: true,
        ranking,
        context: { winbidRule: 1, disclosure: 3, maxQuotes: null },
      },
    };
    const item = screenViewOf(quote);
    expect(HallStreamItem.parse(item)).toEqual({
      event: 'quote:accepted',
      message: { v: 1, projectId: 5, seq: 12, view: { kind: 'counts', bidderCount: 1, quoteCount: 1 } },
    });
    expect(JSON.stringify(item)).not.toContain('95.50');
  });

  it('passes window moves and state changes on, and nothing of sign-ups', () => {
    expect(
      screenViewOf({ ...base, seq: 13, type: 'window.changed', payload: { kind: 'extended', window, reason: null } }),
    ).toMatchObject({ event: 'window:changed', message: { seq: 13, kind: 'extended' } });
    expect(
      screenViewOf({ ...base, seq: 14, type: 'project.state', payload: { from: 5, to: 6, winbidRule: 1 } }),
    ).toMatchObject({ event: 'project:state', message: { to: 6 } });
    expect(
      screenViewOf({
        ...base,
        seq: 15,
        type: 'signup.audited',
        payload: { signUpId: 2, supplierId: 3, companyName: '乙公司', status: 1, reason: null },
      }),
    ).toBeNull();
  });
});
