import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** Ids taken from the sequence in one statement; a refill starts when fewer than half are left. */
const BLOCK = 500;

/**
 * New quote ids for batches decided without a read (kept-state.ts): the quotes and their
 * stream rows, which carry the id, are written in one statement, so the ids are drawn
 * beforehand, a block at a time, not one round trip per batch. An id a refusal or a lost
 * attempt does not use is a harmless gap, as is the rest of a block when the process ends;
 * nothing orders quotes by id (the seq orders them).
 */
export function createQuoteIdPool(db: Db) {
  const statement = db
    .select({ id: sql<string>`nextval(pg_get_serial_sequence('quotes', 'id'))` })
    .from(sql`generate_series(1, ${sql.placeholder('count')}::int)`)
    .prepare('quote_ids');
  const ids: number[] = [];
  let refill: Promise<void> | null = null;

  function startRefill(): Promise<void> {
    refill ??= statement
      .execute({ count: BLOCK })
      .then((rows) => void ids.push(...rows.map((r) => Number(r.id))))
      .finally(() => (refill = null));
    return refill;
  }

  /** `count` new ids (at most a block). */
  return async function take(count: number): Promise<number[]> {
    while (ids.length < count) await startRefill();
    const taken = ids.splice(0, count);
    // Drawn ahead, so that a batch seldom waits for them; a failed refill is tried again by the next take.
    if (ids.length < BLOCK / 2) startRefill().catch(() => undefined);
    return taken;
  };
}
