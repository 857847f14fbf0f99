import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SeqOnlySocket,
  headOfPacket,
  parseDeferred,
  seqOfStreamPacket,
  supplierViewOwnIsNull,
  type DeferredMessage,
} from '../src/harness/seq-only-socket.ts';
import { openRawTextSocket } from '../src/harness/raw-websocket.ts';

const packet = (event: string, message: unknown) => Buffer.from(`42${JSON.stringify([event, message])}`);
const bodyStart = (p: Buffer) => p.indexOf(0x22, 4) + 2;

describe('seqOfStreamPacket', () => {
  it('reads the message seq, not one inside its view', () => {
    const p = packet('quote:accepted', { v: 1, projectId: 7, seq: 1234, view: { kind: 'supplier', own: { seq: 99 } } });
    expect(seqOfStreamPacket(p, bodyStart(p))).toBe(1234);
  });

  it('gives up (the caller parses whole) when the first seq sits inside a nested object', () => {
    const p = packet('quote:accepted', { v: 1, view: { seq: 5 }, seq: 6 });
    expect(seqOfStreamPacket(p, bodyStart(p))).toBeUndefined();
    const none = packet('window:changed', { v: 1, projectId: 7 });
    expect(seqOfStreamPacket(none, bodyStart(none))).toBeUndefined();
  });
});

describe('headOfPacket', () => {
  it("reads a snapshot's top-level fields before its first nested object, without the ranking", () => {
    const snapshot = { v: 1, projectId: 7, seq: 12, audience: 'agency', project: { seq: 1 }, ranking: [{ seq: 2 }] };
    const p = packet('hall:snapshot', snapshot);
    expect(headOfPacket(p, bodyStart(p))).toEqual({ v: 1, projectId: 7, seq: 12, audience: 'agency' });
    const arrayFirst = packet('hall:snapshot', { seq: 3, ranking: [1], project: {} });
    expect(headOfPacket(arrayFirst, bodyStart(arrayFirst))).toEqual({ seq: 3 });
  });

  it('gives up when nothing precedes the nested part, or there is no nested part', () => {
    const p = packet('hall:snapshot', { project: { seq: 1 }, seq: 2 });
    expect(headOfPacket(p, bodyStart(p))).toBeUndefined();
    const flat = packet('hall:snapshot', { seq: 2 });
    expect(headOfPacket(flat, bodyStart(flat))).toBeUndefined();
  });
});

/** A supplier's quote:accepted as the gateway orders it: the head, then the view (kind, quote, own, standing). */
const supplierQuote = (seq: number, quote: unknown, own: unknown) => ({
  v: 1,
  projectId: 7,
  seq,
  view: {
    kind: 'supplier',
    quote,
    own,
    standing: { kind: 'supplier', own: { amount: '1.00', rank: 2 }, entries: [{ rank: 1, amount: '0.90' }] },
  },
});

describe('supplierViewOwnIsNull', () => {
  const line = { rank: 1, amount: '0.90', companyName: '甲 "own":null, 公司' };
  it('tells a view confirming no own quote, with or without a public line', () => {
    for (const quote of [line, null]) {
      const p = packet('quote:accepted', supplierQuote(3, quote, null));
      expect(supplierViewOwnIsNull(p, bodyStart(p))).toBe(true);
    }
  });

  it('says false for an own quote, another kind of view, or a line not shaped as expected', () => {
    const cases = [
      supplierQuote(3, line, { seq: 3, acceptedAt: 1 }),
      supplierQuote(3, null, { seq: 3, acceptedAt: 1 }),
      { v: 1, seq: 3, view: { kind: 'full', quote: line, own: null } },
      supplierQuote(3, { rank: 1, nested: { own: null } }, { seq: 3 }),
      { v: 1, seq: 3, view: { kind: 'supplier', own: null, quote: null } },
    ];
    for (const message of cases) {
      const p = packet('quote:accepted', message);
      expect(supplierViewOwnIsNull(p, bodyStart(p)), JSON.stringify(message)).toBe(false);
    }
  });
});

describe('SeqOnlySocket against a real Socket.IO server', () => {
  const http = createServer();
  // Pings every 100 ms: a client that did not answer them would be dropped within the test.
  const io = new Server(http, { transports: ['websocket'], pingInterval: 100, pingTimeout: 200 });
  let url = '';
  beforeAll(async () => {
    io.use((socket, next) =>
      (socket.handshake.auth as { token?: string }).token === 'good'
        ? next()
        : next(Object.assign(new Error('unauthorized'), { data: { code: 'auth' } })),
    );
    io.on('connection', (socket) => {
      socket.on('supplier:join', (_req: unknown, ack: (reply: unknown) => void) => {
        ack({ ok: true });
        socket.emit('quote:accepted', supplierQuote(8, null, null));
        socket.emit('quote:accepted', supplierQuote(9, null, { seq: 9, acceptedAt: 1 }));
      });
      socket.on('hall:join', (req: { projectId: number }, ack: (reply: unknown) => void) => {
        ack({ ok: true, data: { audience: 'agency', projectId: req.projectId } });
        socket.emit('hall:snapshot', { seq: 3, ranking: null });
        socket.emit('quote:accepted', {
          v: 1,
          projectId: req.projectId,
          seq: 4,
          view: { kind: 'full', quote: { seq: 1 } },
        });
        socket.emit('quote:accepted', { v: 1, view: { seq: 1 }, seq: 5 });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await io.close();
  });

  it('connects with auth, gets its ack, reads seqs without the body, parses the rest, answers pings', async () => {
    const socket = new SeqOnlySocket(url, { token: 'good', v: 1 }, new Set(['quote:accepted']));
    const got: unknown[] = [];
    let disconnected = false;
    socket.on('hall:snapshot', (s: unknown) => got.push(s));
    socket.on('quote:accepted', (m: unknown) => got.push(m));
    socket.on('disconnect', () => (disconnected = true));
    await new Promise((resolve) => socket.on('connect', resolve));
    const ack = await socket.timeout(2_000).emitWithAck('hall:join', { projectId: 7 });
    expect(ack).toEqual({ ok: true, data: { audience: 'agency', projectId: 7 } });
    // Several ping intervals: the connection stays up only if every ping is answered.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(got).toEqual([{ seq: 3, ranking: null }, { seq: 4 }, { v: 1, view: { seq: 1 }, seq: 5 }]);
    expect(disconnected).toBe(false);
    expect(socket.connected).toBe(true);
    socket.disconnect();
    expect(socket.connected).toBe(false);
  });

  it("hands a supplier's quote without its own over unparsed, and parses its own quote", async () => {
    const socket = new SeqOnlySocket(
      url,
      { token: 'good' },
      new Set(),
      10_000,
      new Set(),
      openRawTextSocket,
      new Set(['quote:accepted']),
    );
    const got: unknown[] = [];
    socket.on('quote:accepted', (m: unknown) => got.push(m));
    await new Promise((resolve) => socket.on('connect', resolve));
    await socket.timeout(2_000).emitWithAck('supplier:join', {});
    for (let i = 0; i < 100 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    socket.disconnect();
    const [deferred, own] = got as [DeferredMessage, unknown];
    expect(deferred.seq).toBe(8);
    expect(parseDeferred(deferred)).toEqual(supplierQuote(8, null, null));
    expect(own).toEqual(supplierQuote(9, null, { seq: 9, acceptedAt: 1 }));
  });

  it('reports a refused handshake as connect_error with the server data', async () => {
    const socket = new SeqOnlySocket(url, { token: 'bad' }, new Set());
    const error = await new Promise<Error & { data?: unknown }>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    expect(error.data).toEqual({ code: 'auth' });
    expect(socket.connected).toBe(false);
  });

  it('tells a server-side disconnect', async () => {
    const socket = new SeqOnlySocket(url, { token: 'good' }, new Set());
    await new Promise((resolve) => socket.on('connect', resolve));
    const reason = new Promise((resolve) => socket.on('disconnect', resolve));
    io.disconnectSockets();
    expect(await reason).toBe('io server disconnect');
  });
});
