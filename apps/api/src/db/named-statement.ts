import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * A statement of the quote path, written once with `sql.placeholder`s and run as the named
 * prepared statement `name` on the connection of the `db` it is given (a transaction's own,
 * inside one): PostgreSQL parses it once per connection and, once its plan proves stable, stops
 * planning it on every call, which cost more than running the statements; its text is rendered
 * once, not on every batch. PGlite's thread prepares a statement it sees again by itself.
 * Arrays travel as one placeholder each, so that the text never changes.
 */
export function namedStatement<Row>(name: string, query: SQL) {
  let rendered: Query | undefined;
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    rendered ??= dialect.sqlToQuery(query);
    const prepared = db._.session.prepareQuery(rendered, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}

/** An array placeholder cast to `type[]`: a column's values for any number of rows, as one parameter. */
export const arrayPlaceholder = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
