import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * A raw statement (one the query builder cannot express, e.g. data-modifying CTEs) as a named
 * prepared statement: its text is built once, and PostgreSQL plans it once per connection
 * instead of once per call. Its values are `sql.placeholder(name)`s, filled from the values
 * the returned function is called with. Each database handle (a transaction's too) gets its
 * own; the connection knows it by its name.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const byDb = new WeakMap<Db, { execute: (values: Record<string, unknown>) => Promise<unknown> }>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = db._.session.prepareQuery(query, undefined, name, false)));
    const result = await prepared.execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
