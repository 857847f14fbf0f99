import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { streamItemOf, type HallStreamItem } from '@bidhall/contracts/hall';
import { Encoder, type Packet } from 'socket.io-parser';
import { openProject } from '../test/hall-fixture.ts';
import { leanParser, quoteSeqsOfFrame, seqOfMessage } from './lean-parser.ts';

const outbox = openProject(41);
const items = Array.from({ length: 6 }, (_, i) => outbox.quote(1 + (i % 3), `${900 - i}.00`)).map(
  (m) => streamItemOf(outbox.ranked(m), 'supplier', 2, m.seq!) as HallStreamItem,
);
/** What the server writes for an event: the default parser's text. */
const wire = (event: string, body: unknown) =>
  new Encoder().encode({ type: 2, nsp: '/', data: [event, body] })[0] as string;

function decoded(text: string): unknown[] {
  const decoder = new leanParser.Decoder();
  let data: unknown[] = [];
  decoder.on('decoded', (packet: Packet) => void (data = packet.data as unknown[]));
  decoder.add(text);
  return data;
}

describe("the bench clients' lean parser", () => {
  it('hands a counted event over as text, whose seqs read as the parsed ones', () => {
    const [event, body] = decoded(wire('quote:accepted', items[3]!.message));
    expect(event).toBe('quote:accepted');
    expect(seqOfMessage(body as string)).toBe(4);
    const frame = { v: 1, projectId: 41, items: items.slice(1) };
    expect(quoteSeqsOfFrame(decoded(wire('hall:frame', frame))[1] as string)).toEqual([2, 3, 4, 5, 6]);
    const packed = { v: 1, projectId: 41, packed: deflateRawSync(JSON.stringify(items)).toString('base64') };
    expect(quoteSeqsOfFrame(decoded(wire('hall:frame', packed))[1] as string)).toEqual([1, 2, 3, 4, 5, 6]);
    // A bidder's frame: the same text with its own standings after it, which hold no item.
    const own = [{ at: 0, standing: { amount: '900.00', rank: 1, quoteCount: 1, remainingQuotes: null } }];
    expect(quoteSeqsOfFrame(decoded(wire('hall:frame', { ...packed, own }))[1] as string)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('parses every other packet whole, and reads nothing from a body not shaped as a stream message', () => {
    expect(decoded(wire('hall:snapshot', { seq: 3 }))).toEqual(['hall:snapshot', { seq: 3 }]);
    expect(seqOfMessage('{"view":{"seq":3}}')).toBeNaN();
    expect(quoteSeqsOfFrame('{"v":1,"projectId":41,"items":[]}')).toEqual([]);
  });
});
