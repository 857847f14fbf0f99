import { deflateRawSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { fullQuote, snapshotOf } from '../../test/hall-fixtures';
import { bindHall } from './hall-binding';
import type { TabSocket } from './socket';

type Handler = (...args: unknown[]) => void;

/** Just enough of a Socket.IO client socket: handlers by event, and what was emitted. */
function fakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: { event: string; payload: unknown }[] = [];
  const socket = {
    connected: false,
    on: (event: string, h: Handler) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(h),
    off: (event: string, h: Handler) => void handlers.get(event)?.delete(h),
    emit: (event: string, payload: unknown) => void emitted.push({ event, payload }),
    timeout: () => socket,
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args));
  const connect = () => {
    socket.connected = true;
    fire('connect');
  };
  return { socket: socket as unknown as TabSocket, fire, connect, emitted, handlers };
}

describe('hall binding', () => {
  it('joins on connect and re-joins with the last applied seq after a reconnect', () => {
    const { socket, fire, connect, emitted } = fakeSocket();
    const { hall, leave } = bindHall(socket, 7);
    connect();
    expect(emitted).toEqual([{ event: 'hall:join', payload: { projectId: 7, sinceSeq: undefined } }]);
    fire('hall:snapshot', snapshotOf(3));
    fire('quote:accepted', fullQuote(4, 11, '900.00').message);
    expect(hall.store.getState().seq).toBe(4);
    connect();
    expect(emitted[1]).toEqual({ event: 'hall:join', payload: { projectId: 7, sinceSeq: 4 } });
    leave();
    expect(emitted[2]).toEqual({ event: 'hall:leave', payload: { projectId: 7 } });
  });

  it('ignores messages of other projects and messages that break the contract', () => {
    const { socket, fire, connect } = fakeSocket();
    const { hall } = bindHall(socket, 7);
    connect();
    fire('hall:snapshot', snapshotOf(3));
    fire('quote:accepted', { ...fullQuote(4, 11, '900.00').message, projectId: 8 });
    fire('quote:accepted', { ...fullQuote(4, 11, '900.00').message, view: { kind: 'full', quote: { amount: 900 } } });
    expect(hall.store.getState().seq).toBe(3);
  });

  it('applies a packed frame item by item, as the plain frame it stands for; one that does not read changes nothing', () => {
    const { socket, fire, connect } = fakeSocket();
    const { hall } = bindHall(socket, 7);
    connect();
    fire('hall:snapshot', snapshotOf(3));
    const items = [fullQuote(4, 11, '900.00'), fullQuote(5, 12, '890.00'), fullQuote(6, 11, '880.00')];
    const pack = (value: unknown) => deflateRawSync(JSON.stringify(value)).toString('base64');
    fire('hall:frame', { v: 1, projectId: 7, packed: pack(items.slice(0, 2)) });
    expect(hall.store.getState().seq).toBe(5);
    fire('hall:frame', { v: 1, projectId: 7, packed: pack([items[2], { event: 'quote:accepted', message: {} }]) });
    fire('hall:frame', { v: 1, projectId: 7, packed: 'AAAA' });
    fire('hall:frame', { v: 1, projectId: 8, packed: pack([items[2], fullQuote(7, 12, '870.00')]) });
    expect(hall.store.getState().seq).toBe(5);
    fire('hall:frame', { v: 1, projectId: 7, items: [items[2], fullQuote(7, 12, '870.00')] });
    expect(hall.store.getState().seq).toBe(7);
    expect(hall.store.getState().ranking).toMatchObject({
      kind: 'full',
      entries: [{ amount: '870.00' }, { amount: '880.00' }],
    });
  });

  it("applies a bidder's frame (the watchers' packed items and its own standings) as its own view", () => {
    const { socket, fire, connect } = fakeSocket();
    const { hall } = bindHall(socket, 7);
    connect();
    const standing = (rank: number) => ({ amount: '900.00', rank, quoteCount: 1, remainingQuotes: 4 });
    const entries = (...amounts: string[]) => amounts.map((amount, i) => ({ rank: i + 1, amount }));
    fire(
      'hall:snapshot',
      snapshotOf(3, {
        audience: 'supplier',
        ranking: { kind: 'supplier', own: standing(1), entries: entries('900.00') },
      }),
    );
    const rivalQuote = (seq: number, amount: string, ranked: string[]) => ({
      event: 'quote:accepted',
      message: {
        v: 1,
        projectId: 7,
        seq,
        view: {
          kind: 'supplier',
          quote: { rank: 1, amount },
          own: null,
          standing: { kind: 'supplier', own: null, entries: entries(...ranked) },
        },
      },
    });
    const shared = [
      rivalQuote(4, '890.00', ['890.00', '900.00']),
      rivalQuote(5, '880.00', ['880.00', '890.00', '900.00']),
    ];
    const packed = deflateRawSync(JSON.stringify(shared)).toString('base64');
    const own = [
      { at: 0, standing: standing(2) },
      { at: 1, standing: standing(3) },
    ];
    fire('hall:frame', { v: 1, projectId: 7, packed, own });
    expect(hall.store.getState().seq).toBe(5);
    expect(hall.store.getState().ranking).toEqual({
      kind: 'supplier',
      own: standing(3),
      entries: entries('880.00', '890.00', '900.00'),
    });
  });

  it('holds the latest bidders-online figure of its own project (hall:presence)', () => {
    const { socket, fire, connect } = fakeSocket();
    const { hall, leave } = bindHall(socket, 7);
    connect();
    expect(hall.store.getState().online).toBeNull();
    fire('hall:presence', { v: 1, projectId: 7, online: 1 });
    fire('hall:presence', { v: 1, projectId: 7, online: 2 });
    fire('hall:presence', { v: 1, projectId: 8, online: 5 });
    fire('hall:presence', { v: 1, projectId: 7, online: -1 });
    expect(hall.store.getState().online).toBe(2);
    fire('hall:snapshot', snapshotOf(3));
    expect(hall.store.getState().online).toBe(2);
    leave();
    fire('hall:presence', { v: 1, projectId: 7, online: 0 });
    expect(hall.store.getState().online).toBe(2);
  });

  it('shows the join refusal in words', () => {
    const { socket, connect } = fakeSocket();
    const emit = vi.fn((_event: string, _payload: unknown, ack: (err: Error | null, answer: unknown) => void) =>
      ack(null, { ok: false, error: { code: 'forbidden', message: '您不是该项目的参与方' } }),
    );
    Object.assign(socket, { emit });
    const { hall } = bindHall(socket, 7);
    connect();
    expect(hall.store.getState()).toMatchObject({ phase: 'failed', error: '您不是该项目的参与方' });
  });

  it("asks again after a refusal once the user's work changes (its sign-up passed), and joins", () => {
    const { socket, connect, fire } = fakeSocket();
    const answers = [
      { ok: false, error: { code: 'forbidden', message: '报名审核通过后方可进入报价大厅' } },
      { ok: true, data: {} },
    ];
    const emit = vi.fn((_event: string, _payload: unknown, ack: (err: Error | null, answer: unknown) => void) =>
      ack(null, answers.shift()),
    );
    Object.assign(socket, { emit });
    const { hall, leave } = bindHall(socket, 7);
    connect();
    expect(hall.store.getState().phase).toBe('failed');
    fire('badge:counts', { v: 1, role: '供应商', counts: {} });
    expect(emit).toHaveBeenCalledTimes(2);
    fire('hall:snapshot', snapshotOf(3));
    expect(hall.store.getState()).toMatchObject({ phase: 'live', error: null, seq: 3 });
    fire('badge:counts', { v: 1, role: '供应商', counts: {} });
    expect(emit).toHaveBeenCalledTimes(2);
    leave();
  });
});
