import { describe, expect, it } from 'vitest';
import { busMessageType } from './bus-text.ts';
import {
  BUS_EVENT_TYPES,
  channelsOf,
  decodeBusMessage,
  encodeBusMessage,
  hallChannel,
  type BusMessage,
} from './bus.ts';

const ranking = [
  { rank: 1, supplierId: 3, companyName: '乙公司', amount: '95.50', acceptedAt: 1002, seq: 12, quoteCount: 1 },
];
const base = { v: 1 as const, id: '8812', tenantId: 1, createdAt: 1_700_000_000_000 };
const window = {
  applyToTime: 1,
  uppriceFromTime: 2,
  uppriceToTime: 3,
  paused: true,
  extensions: 0,
  extendedSeconds: 0,
  version: 4,
};

const valid: BusMessage[] = [
  {
    ...base,
    projectId: 5,
    seq: 12,
    type: 'quote.accepted',
    payload: {
      projectId: 5,
      quoteId: 'q-12',
      supplierId: 3,
      companyName: '乙公司',
      amount: '95.50',
      acceptedAt: 1002,
      seq: 12,
      quoteCount: 1,
      isNewBest: true,
      context: { winbidRule: 1, disclosure: 2, maxQuotes: null },
    },
  },
  { ...base, projectId: 5, seq: 13, type: 'window.changed', payload: { kind: 'paused', window, reason: null } },
  { ...base, projectId: 5, seq: 14, type: 'project.state', payload: { from: 5, to: 6, winbidRule: 1 } },
  {
    ...base,
    projectId: 5,
    seq: 15,
    type: 'signup.audited',
    payload: { signUpId: 2, supplierId: 3, companyName: '乙公司', status: 1, reason: null },
  },
  {
    ...base,
    projectId: 5,
    seq: 16,
    type: 'quotes.opened',
    payload: { openedAt: 9, ranking, context: { winbidRule: 3, disclosure: 1, maxQuotes: 1 } },
  },
  {
    ...base,
    projectId: null,
    seq: null,
    type: 'badge.counts',
    payload: { userId: 7, role: '采购人', counts: { waitCheckNum: 1, waitResultNum: 0 } },
  },
  {
    ...base,
    projectId: null,
    seq: null,
    type: 'session.revoked',
    payload: { userId: 7, jti: '6f1c2c86-1d4e-4b8a-9a57-0b0f2d1e9a11' },
  },
  {
    ...base,
    projectId: null,
    seq: null,
    type: 'sessions.ended',
    payload: { userId: 7, sessionVersion: 2 },
  },
];

describe('bus messages', () => {
  it("go on their project's hall channel and their tenant's screen feed, user events on the platform channel", () => {
    for (const message of valid) {
      const expected =
        message.projectId === null
          ? ['bidhall:platform']
          : [`bidhall:hall:${message.tenantId}:${message.projectId}`, `bidhall:screen:${message.tenantId}`];
      expect(channelsOf(message)).toEqual(expected);
    }
    expect(valid.some((m) => m.projectId === null) && valid.some((m) => m.projectId !== null)).toBe(true);
    expect(hallChannel(2, 31)).not.toBe(hallChannel(23, 1));
  });

  it('round-trip through encode and decode, one example per event type', () => {
    expect(valid.map((m) => m.type).sort()).toEqual([...BUS_EVENT_TYPES].sort());
    for (const message of valid) expect(decodeBusMessage(encodeBusMessage(message))).toEqual({ ok: true, message });
  });

  it('drop unknown envelope fields but keep payloads strict', () => {
    const text = JSON.stringify({ ...valid[2], traceId: 'abc' });
    expect(decodeBusMessage(text)).toEqual({ ok: true, message: valid[2] });
    const extra = JSON.stringify({ ...valid[2], payload: { from: 5, to: 6, winbidRule: 1, note: 'x' } });
    expect(decodeBusMessage(extra).ok).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown type', JSON.stringify({ ...valid[2], type: 'project.deleted' })],
    ['an unknown version', JSON.stringify({ ...valid[2], v: 2 })],
    ['a project event without seq', JSON.stringify({ ...valid[2], seq: null })],
    ['a project event without project', JSON.stringify({ ...valid[2], projectId: null })],
    ['badge counts inside a stream', JSON.stringify({ ...valid[5], projectId: 5, seq: 3 })],
    ['no tenant', JSON.stringify({ ...valid[2], tenantId: undefined })],
    ['an ISO createdAt', JSON.stringify({ ...valid[2], createdAt: '2024-01-01T00:00:00Z' })],
    [
      'a numeric amount',
      JSON.stringify({
        ...valid[0],
        payload: { ...(valid[0] as Extract<BusMessage, { type: 'quote.accepted' }>).payload, amount: 95.5 },
      }),
    ],
    ['a payload seq that differs', JSON.stringify({ ...valid[0], seq: 13 })],
    [
      'a quote that carries the ranking (the bus carries its line; gateways fold it)',
      JSON.stringify({
        ...valid[0],
        payload: { ...(valid[0] as Extract<BusMessage, { type: 'quote.accepted' }>).payload, ranking },
      }),
    ],
  ])('refuse %s', (_name, text) => {
    expect(decodeBusMessage(text).ok).toBe(false);
  });

  it("write the envelope's type where busMessageType reads it", () => {
    for (const message of valid) expect(busMessageType(encodeBusMessage(message))).toBe(message.type);
  });

  it('refuses to encode an invalid message', () => {
    expect(() => encodeBusMessage({ ...valid[0], seq: 99 } as BusMessage)).toThrow();
    expect(() => encodeBusMessage({ ...valid[1], payload: { kind: 'gone' } } as unknown as BusMessage)).toThrow();
  });

  it('checks only the envelope of a message whose payload the caller parsed already, and writes the same text', () => {
    for (const message of valid) expect(encodeBusMessage(message, { checked: true })).toBe(encodeBusMessage(message));
    expect(() => encodeBusMessage({ ...valid[0], seq: 99 } as BusMessage, { checked: true })).toThrow();
  });
});
