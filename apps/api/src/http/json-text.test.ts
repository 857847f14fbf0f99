import { describe, expect, it } from 'vitest';
import { jsonText, keepElementTexts } from './json-text.ts';

const line = (rank: number, companyName: string) => ({ rank, amount: `${1000 - rank}.00`, companyName });

describe('jsonText with arrays whose elements keep their text (json-text.ts)', () => {
  it('writes exactly what JSON.stringify writes, marked arrays included', () => {
    const entries = keepElementTexts([line(1, '热带雨林"有限"公司\n'), line(2, '\u0000\u2028')]);
    const body = {
      result: { standing: { kind: 'supplier', entries, again: entries }, empty: keepElementTexts([]) },
      success: true,
      note: 'a string that looks like "[1,2]"',
    };
    const text = jsonText(body);
    expect(text).toBe(JSON.stringify({ ...body, result: { ...body.result } }));
    expect(JSON.parse(text)).toEqual(body);
  });

  it('writes an element once however many answers carry it, and a new element anew', () => {
    let written = 0;
    const counted = (rank: number) => ({ ...line(rank, 'x'), toJSON: () => (written += 1) && line(rank, 'x') });
    const kept = counted(1);
    expect(jsonText(keepElementTexts([kept, counted(2)]))).toBe(JSON.stringify([line(1, 'x'), line(2, 'x')]));
    expect(jsonText(keepElementTexts([counted(3), kept]))).toBe(JSON.stringify([line(3, 'x'), line(1, 'x')]));
    expect(written).toBe(3);
  });

  it('leaves a marked array as it is for any other JSON.stringify', () => {
    const entries = keepElementTexts([line(1, 'a')]);
    expect(JSON.stringify({ entries })).toBe('{"entries":[{"rank":1,"amount":"999.00","companyName":"a"}]}');
    expect(Object.keys(entries)).toEqual(['0']);
  });

  it("does not take a caller's string for a marked array's place", () => {
    const body = { name: '\u0000kept-json-0:0', entries: keepElementTexts([line(1, 'a')]) };
    expect(JSON.parse(jsonText(body))).toEqual(body);
  });
});
