/**
 * The batch reads and the batch writes of different projects share statements
 * (readBatchState, writeQuoteBatch): a round trip to the database costs the api more than the
 * rows it carries.
 */

/** Projects per combined statement: bounds its arrays however many projects are hot at once. */
export const MAX_COMBINED = 50;

/**
 * Statements of one kind in flight at once before the next waits to be combined: two keep a
 * quiet api from queueing a batch behind another project's statement (1 and 4 measured no
 * better under load).
 */
export const COMBINED_AT_ONCE = 2;
