import { describe, expect, it } from 'vitest';
import { FrameReader, OPCODE, encodeFrame } from './ws-frames.ts';

type Event = ['message', string] | ['ping', string] | ['close', number | undefined] | ['error', string];

function reader() {
  const events: Event[] = [];
  const r = new FrameReader({
    message: (data, start, end) => events.push(['message', data.toString('utf8', start, end)]),
    ping: (payload) => events.push(['ping', payload.toString()]),
    close: (code) => events.push(['close', code]),
    error: (reason) => events.push(['error', reason]),
  });
  return { r, events };
}

const text = (s: string, mask: Buffer | null = null) => encodeFrame(OPCODE.text, Buffer.from(s), mask);
/** A frame with FIN cleared: the first or a middle fragment. */
const fragment = (opcode: number, s: string) => {
  const f = encodeFrame(opcode, Buffer.from(s), null);
  f[0] = f[0]! & 0x7f;
  return f;
};
const MASK = Buffer.from([0x12, 0x34, 0x56, 0x78]);
const long = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');

describe('FrameReader', () => {
  it('reads unmasked and masked text frames, several in one chunk', () => {
    const { r, events } = reader();
    r.push(Buffer.concat([text('42["a",{"seq":1}]'), text('3', MASK), text('')]));
    expect(events).toEqual([
      ['message', '42["a",{"seq":1}]'],
      ['message', '3'],
      ['message', ''],
    ]);
  });

  it('reads the same messages whatever the chunks: one byte at a time, or cut at any point', () => {
    const frames = [text('hello'), text(long(300), MASK), text(long(70_000)), text('x', MASK)];
    const stream = Buffer.concat(frames);
    const want = ['hello', long(300), long(70_000), 'x'].map((s) => ['message', s]);

    const bytes = reader();
    for (let i = 0; i < stream.length; i++) bytes.r.push(Buffer.from(stream.subarray(i, i + 1)));
    expect(bytes.events).toEqual(want);

    // Cuts inside each header (short, 16-bit and 64-bit lengths, masked) and inside payloads.
    for (const cut of [1, 3, 5, 7, 9, 12, 200, 311, 312, 313, 320, 5_000, stream.length - 1]) {
      const { r, events } = reader();
      // Offsets into a larger buffer: the reader must honour start and end, not the whole buffer.
      const padded = Buffer.concat([Buffer.from('zz'), stream, Buffer.from('zz')]);
      r.push(padded, 2, 2 + cut);
      r.push(padded, 2 + cut, 2 + stream.length);
      expect(events, `cut at ${cut}`).toEqual(want);
    }
  });

  it('joins a fragmented message, with a ping between its fragments, split across chunks', () => {
    const { r, events } = reader();
    const stream = Buffer.concat([
      fragment(OPCODE.text, '42["a",'),
      encodeFrame(OPCODE.ping, Buffer.from('p1'), null),
      fragment(OPCODE.continuation, '{"seq":'),
      encodeFrame(OPCODE.continuation, Buffer.from('7}]'), MASK),
      text('after'),
    ]);
    r.push(stream.subarray(0, 11));
    r.push(stream.subarray(11, 14));
    r.push(stream.subarray(14));
    expect(events).toEqual([
      ['ping', 'p1'],
      ['message', '42["a",{"seq":7}]'],
      ['message', 'after'],
    ]);
  });

  it('reports a close frame with its code, or without one', () => {
    const { r, events } = reader();
    r.push(encodeFrame(OPCODE.close, Buffer.from([0x03, 0xe8, 0x62, 0x79]), null));
    r.push(encodeFrame(OPCODE.close, Buffer.alloc(0), MASK));
    r.push(encodeFrame(OPCODE.pong, Buffer.from('ignored'), null));
    expect(events).toEqual([
      ['close', 1000],
      ['close', undefined],
    ]);
  });

  it('fails on protocol errors and reads nothing after them', () => {
    const cases: Array<[string, Buffer]> = [
      ['continuation without a first fragment', encodeFrame(OPCODE.continuation, Buffer.from('x'), null)],
      ['reserved bits set', Buffer.from([0xc1, 0x01, 0x61])],
      ['bad control frame', encodeFrame(OPCODE.ping, Buffer.alloc(126), null)],
      ['bad control frame', fragment(OPCODE.ping, 'x')],
      ['a new message inside a fragmented one', Buffer.concat([fragment(OPCODE.text, 'a'), text('b')])],
      ['unknown opcode 3', encodeFrame(0x3, Buffer.from('x'), null)],
      ['frame too large', Buffer.from([0x81, 0x7f, 0, 0, 0, 1, 0, 0, 0, 0])],
    ];
    for (const [reason, bytes] of cases) {
      const { r, events } = reader();
      r.push(Buffer.concat([bytes, text('later')]));
      expect(events, reason).toEqual([['error', reason]]);
    }
  });

  it('writes masked frames the reader unmasks, with each length encoding', () => {
    for (const n of [0, 125, 126, 65_535, 65_536]) {
      const { r, events } = reader();
      const payload = long(n);
      const frame = encodeFrame(OPCODE.text, Buffer.from(payload), MASK);
      expect(frame[1]! & 0x80).toBe(0x80);
      if (n > 4) expect(frame.includes(Buffer.from(payload.slice(0, 4)))).toBe(false);
      r.push(frame);
      expect(events).toEqual([['message', payload]]);
    }
  });
});
