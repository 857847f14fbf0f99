/**
 * A Map for keys that come and go many times a second while the map itself lives as long as
 * the process (a project's kept state, its batch queue between batches, a statement awaiting
 * its answer): a key that goes keeps its slot with no value, and comes back into that slot.
 *
 * Why not a Map's own delete: V8 appends every new entry at the end of a Map's table and
 * leaves a hole where one was deleted; when the holes fill the table, it is rebuilt. A map that
 * lives long is in the old generation, and a table it drops stays there, dead, until the next
 * full collection, still pointing at the values it held. Minor collections take those pointers
 * as live: each such value, and everything it references (a kept state: its ranking, standings
 * and facts; a pending statement: the batch awaiting it), outlives two of them and is promoted.
 * The api's quote path deletes and sets such keys per batch; with a Map, at 1,000 quotes a
 * second, that alone keeps about a megabyte alive through every minor collection and makes
 * each pause longer (`npm run bench:slot-map` shows it). Overwriting a value in its
 * slot drops the pointer at once.
 *
 * Slots without a value are dropped all at once when `max` keys are reached. If too many keys
 * still have a value then, `whenFull` decides: 'start over' empties the map (a bounded memory,
 * not a store: what it held can be read again), 'grow' lets it hold twice as many before the
 * next sweep (a map whose values are work under way, which must not be forgotten).
 */
export function createSlotMap<K, V>(max: number, whenFull: 'start over' | 'grow' = 'start over') {
  const slots = new Map<K, V | undefined>();
  let limit = max;
  let held = 0;
  const makeRoom = () => {
    for (const [key, value] of slots) if (value === undefined) slots.delete(key);
    if (slots.size >= max && whenFull === 'start over') clear();
    limit = Math.max(max, 2 * slots.size);
  };
  const clear = () => {
    slots.clear();
    held = 0;
  };
  return {
    get: (key: K): V | undefined => slots.get(key),
    has: (key: K): boolean => slots.get(key) !== undefined,
    set(key: K, value: V): void {
      const before = slots.get(key);
      if (before === undefined && !slots.has(key) && slots.size >= limit) makeRoom();
      slots.set(key, value);
      if (before === undefined) held += 1;
    },
    delete(key: K): void {
      if (slots.get(key) === undefined) return;
      slots.set(key, undefined);
      held -= 1;
    },
    clear,
    /** The values held now. */
    values: (): V[] => [...slots.values()].filter((value): value is V => value !== undefined),
    /** How many keys hold a value. */
    get size(): number {
      return held;
    },
    /** Keys held, with or without a value (what `max` bounds). */
    get slotCount(): number {
      return slots.size;
    },
  };
}
