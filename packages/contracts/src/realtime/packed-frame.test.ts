import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readHallFrame } from './packed-frame.ts';

const item = (seq: number) => ({ event: 'project:state', message: { v: 1, projectId: 7, seq, from: 5, to: 6 } });
const items = [item(4), item(5), item(6)];
declare const btoa: (binary: string) => string;
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const pack = (text: string) => base64(deflateSync(strToU8(text)));

describe('a packed hall:frame', () => {
  it('reads as the frame it stands for, item for item, as a plain frame does', () => {
    const plain = readHallFrame({ v: 1, projectId: 7, items });
    expect(plain?.items.map((i) => i.message.seq)).toEqual([4, 5, 6]);
    expect(readHallFrame({ v: 1, projectId: 7, packed: pack(JSON.stringify(items)) })).toEqual(plain);
  });

  it('is refused when it does not inflate, holds no JSON, or its items break the schema', () => {
    expect(readHallFrame({ v: 1, projectId: 7, packed: base64(strToU8('not deflated')) })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: pack('{"items":') })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: pack(JSON.stringify([item(4)])) })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: pack(JSON.stringify([item(4), { event: 'x' }])) })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: 'not base64!' })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: pack(JSON.stringify(items)), items })).toBeNull();
  });

  it("reads a bidder's frame as its own items: the shared items with its standing on each listed one", () => {
    const standing = (rank: number) => ({ amount: '90.00', rank, quoteCount: 1, remainingQuotes: null });
    const quote = (seq: number, own: ReturnType<typeof standing> | null) => ({
      event: 'quote:accepted',
      message: {
        v: 1,
        projectId: 7,
        seq,
        view: {
          kind: 'supplier',
          quote: { rank: 1, amount: `${80 - seq}.00` },
          own: null,
          standing: { kind: 'supplier', own, entries: [{ rank: 1, amount: `${80 - seq}.00` }] },
        },
      },
    });
    const shared = pack(JSON.stringify([quote(4, null), item(5), quote(6, null)]));
    const own = [
      { at: 0, standing: standing(2) },
      { at: 2, standing: standing(3) },
    ];
    const plain = readHallFrame({ v: 1, projectId: 7, items: [quote(4, standing(2)), item(5), quote(6, standing(3))] });
    expect(plain?.items).toHaveLength(3);
    expect(readHallFrame({ v: 1, projectId: 7, packed: shared, own })).toEqual(plain);
    // A standing on an item that shows none, or on one that has it already, breaks the frame.
    expect(readHallFrame({ v: 1, projectId: 7, packed: shared, own: [{ at: 1, standing: standing(2) }] })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: shared, own: [{ at: 3, standing: standing(2) }] })).toBeNull();
    const already = pack(JSON.stringify([quote(4, standing(1)), item(5)]));
    expect(readHallFrame({ v: 1, projectId: 7, packed: already, own: [{ at: 0, standing: standing(2) }] })).toBeNull();
    expect(readHallFrame({ v: 1, projectId: 7, packed: shared, own: [{ at: 0, standing: { rank: 2 } }] })).toBeNull();
  });
});
