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
});
