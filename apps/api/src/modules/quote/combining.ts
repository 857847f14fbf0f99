import { createBatchQueue } from '../../db/batch-queue.ts';
import type { Db } from '../../db/database.ts';
import { batchWriter, type QuoteBatchWrite } from './batch-write.ts';
import { batchStateReader, type BatchAsked, type BatchState } from './facts.ts';

/** Projects per combined statement: bounds its arrays however many projects are hot at once. */
export const MAX_COMBINED = 50;

/**
 * Statements of one kind in flight at once before the next waits to be combined: two keep a
 * quiet api from queueing a batch behind another project's statement; more only add
 * statements that wait on the database's cores.
 */
const COMBINED_AT_ONCE = 2;

/** A batch's two statements on one database handle (service.ts decides between them). */
export type QuoteStatements = {
  db: Db;
  /** Everything a batch is decided on (facts.ts), or null when the project does not exist. */
  read: (asked: BatchAsked) => Promise<BatchState | null>;
  /** Stores a decided batch (batch-write.ts); answers the project row's new version, or null when it wrote nothing. */
  write: (write: QuoteBatchWrite) => Promise<string | null>;
};

/**
 * The batch reads and the batch writes of different projects that wait at the same time go
 * out together, one statement for many projects: a round trip to the database costs the api
 * more than the rows it carries. Built once per app on its shared handle (submit.ts).
 */
export function combinedQuoteStatements(db: Db): QuoteStatements {
  const read = createBatchQueue(batchStateReader(db), MAX_COMBINED, COMBINED_AT_ONCE);
  const write = createBatchQueue(batchWriter(db), MAX_COMBINED, COMBINED_AT_ONCE);
  return { db, read: (asked) => read('', asked), write: (w) => write('', w) };
}

/** The same statements, one batch each, on a handle of one batch (the locked fallback's transaction). */
export function singleQuoteStatements(db: Db): QuoteStatements {
  const read = batchStateReader(db);
  const write = batchWriter(db);
  return { db, read: async (asked) => (await read([asked]))[0] ?? null, write: async (w) => (await write([w]))[0]! };
}
