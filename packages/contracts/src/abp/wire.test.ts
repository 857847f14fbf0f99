import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WIRE_TIME_RANGE, WireEpochMs, WireId, membersWithNul, wireNumber } from './wire.ts';

describe('numbers on the wire', () => {
  it('reads a number or its plain decimal text, and nothing else', () => {
    const n = wireNumber(z.number());
    for (const ok of [12, '12', '-3', '1.5', '0']) expect(n.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    for (const bad of ['', ' 1', '1 ', '0x1', '1e3', '01', 'NaN', 'Infinity', true, [1], null, {}])
      expect(n.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('keeps ids whole and within 32 bits', () => {
    expect(WireId.parse('7')).toBe(7);
    for (const bad of ['1.5', 1.5, 0, 2 ** 31, '99999999999999999999'])
      expect(WireId.safeParse(bad).success).toBe(false);
  });

  it('takes epoch times up to the end of year 9999', () => {
    expect(WireEpochMs.safeParse(WIRE_TIME_RANGE.max).success).toBe(true);
    expect(WireEpochMs.safeParse(WIRE_TIME_RANGE.max + 1).success).toBe(false);
  });
});

describe('membersWithNul', () => {
  it('names every member whose text holds a NUL character, nested ones by path', () => {
    expect(membersWithNul({ a: 'x', b: 'y\u0000', c: [{ d: '\u0000' }], e: 3 })).toEqual(['b', 'c.0.d']);
    expect(membersWithNul('plain')).toEqual([]);
  });
});
