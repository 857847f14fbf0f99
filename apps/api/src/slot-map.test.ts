import { describe, expect, it } from 'vitest';
import { createSlotMap } from './slot-map.ts';

describe('createSlotMap', () => {
  it('answers like a Map for the keys that hold a value', () => {
    const map = createSlotMap<string, number>(10);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([3, 2, undefined]);
    expect([map.has('a'), map.has('c')]).toEqual([true, false]);
    expect(map.size).toBe(2);
    expect(map.values().sort()).toEqual([2, 3]);
  });

  it('keeps the slot of a deleted key, which a later set of that key takes again', () => {
    const map = createSlotMap<string, number>(10);
    map.set('a', 1);
    map.delete('a');
    expect([map.get('a'), map.has('a'), map.size, map.slotCount]).toEqual([undefined, false, 0, 1]);
    map.delete('a');
    expect(map.size).toBe(0);
    for (let i = 0; i < 100; i += 1) {
      map.set('a', i);
      map.delete('a');
    }
    expect(map.slotCount).toBe(1);
    map.set('a', 7);
    expect([map.get('a'), map.size, map.values()]).toEqual([7, 1, [7]]);
  });

  it('drops the empty slots when a new key would pass the bound, and keeps the values', () => {
    const map = createSlotMap<number, string>(4);
    for (let i = 0; i < 4; i += 1) map.set(i, `v${i}`);
    map.delete(0);
    map.delete(1);
    map.set(9, 'v9');
    expect(map.slotCount).toBe(3);
    expect([map.get(2), map.get(3), map.get(9), map.size]).toEqual(['v2', 'v3', 'v9', 3]);
  });

  it("starts over when every key still holds a value at the bound ('start over', the default)", () => {
    const map = createSlotMap<number, string>(3);
    for (let i = 0; i < 3; i += 1) map.set(i, `v${i}`);
    map.set(3, 'v3');
    expect([map.size, map.get(0), map.get(3)]).toEqual([1, undefined, 'v3']);
  });

  it("keeps every value and sweeps later when it must 'grow'", () => {
    const map = createSlotMap<number, string>(3, 'grow');
    for (let i = 0; i < 8; i += 1) map.set(i, `v${i}`);
    expect(map.size).toBe(8);
    expect(map.values()).toHaveLength(8);
    for (let i = 0; i < 8; i += 1) map.delete(i);
    // The next new key past the grown limit sweeps the empty slots away.
    for (let i = 8; i < 20; i += 1) map.set(i, `v${i}`);
    expect(map.size).toBe(12);
    expect(map.slotCount).toBeLessThan(20);
  });

  it('clear empties it', () => {
    const map = createSlotMap<string, number>(10);
    map.set('a', 1);
    map.clear();
    expect([map.size, map.slotCount, map.get('a')]).toEqual([0, 0, undefined]);
  });
});
