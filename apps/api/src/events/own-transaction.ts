import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';

type AfterCommit = (task: () => Promise<void>) => void;

/**
 * Runs `work` in a transaction of its own, for a writer outside a request's pipeline (the
 * quote desk's batches, the window-end job): what it registers with `afterCommit` (the
 * publishing of the events it appended) runs once the transaction has committed, never on a
 * rollback. A failing task is logged; the sweeper sends what it did not.
 */
export async function inOwnTransaction<T>(
  deps: { db: Db; logger: Logger },
  work: (tx: Db, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const committed: Array<() => Promise<void>> = [];
  const result = await deps.db.transaction((tx) => work(tx, (task) => void committed.push(task)));
  for (const task of committed)
    task().catch((error: unknown) => deps.logger.warn({ err: error }, 'after-commit task failed'));
  return result;
}
