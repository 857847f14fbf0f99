import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name` on the connection of `db` (a
 * transaction's own, inside one): PostgreSQL parses it once per connection and, once its plan
 * proves stable, stops planning it on every call, which on the quote path cost more than
 * running the statements. PGlite's thread prepares a statement it sees again by itself.
 * The text under one name must never change: arrays travel as one parameter (`sql.param`).
 */
export async function executeNamed<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
