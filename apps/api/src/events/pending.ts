import type { OutboxRow } from './append.ts';

/**
 * Outbox rows appended in a transaction and not yet claimed by a publisher, keyed by the
 * transaction handle. The router publishes what is left once the call's transaction commits,
 * so every change reaches the bus at once without each service having to ask; a row whose
 * service publishes it itself (publishAfterCommit) is claimed and not sent twice.
 */
const pending = new WeakMap<object, Set<OutboxRow>>();

export function notePending(tx: object, row: OutboxRow): void {
  let rows = pending.get(tx);
  if (!rows) pending.set(tx, (rows = new Set()));
  rows.add(row);
}

export function claimPending(tx: object, rows: readonly OutboxRow[]): void {
  const noted = pending.get(tx);
  for (const row of rows) noted?.delete(row);
}

/** The unclaimed rows of `tx`, in append order; forgets them. */
export function takePending(tx: object): OutboxRow[] {
  const rows = pending.get(tx);
  pending.delete(tx);
  return rows ? [...rows] : [];
}
