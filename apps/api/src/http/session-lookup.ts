import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { intArray, textArray } from '../db/arrays.ts';
import { createBatchQueue } from '../db/batch-queue.ts';
import { preparedStatement } from '../db/prepared.ts';
import { revokedTokens, users } from '../db/schema.ts';

/** What the database says of a token's user: enough to accept or refuse the session. */
export type SessionFacts = { isActive: boolean; isReview: number; roles: string[]; tenantId: number | null; revoked: boolean };

type Asked = { userId: number; jti: string };

const lookups = new WeakMap<Db, (userId: number, jti: string) => Promise<SessionFacts | null>>();

/**
 * Every signed-in call asks the database for its user and the revocation list. Under load
 * those questions arrive together: the ones that come while a lookup is in flight are asked
 * in one statement when it returns, instead of one statement (and one pool connection) each.
 * A lone call is asked at once, so nothing waits when the api is quiet.
 */
export function sessionFactsOf(db: Db): (userId: number, jti: string) => Promise<SessionFacts | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = createSessionLookup(db)));
  return lookup;
}

// Bounded so that one statement's arrays stay small however many calls arrive at once.
const MAX_LOOKUPS = 500;

function createSessionLookup(db: Db) {
  const queue = createBatchQueue(async (asked: Asked[]) => {
    const found = await factsOf(db, asked);
    return asked.map((a) => found.get(keyOf(a.userId, a.jti)) ?? null);
  }, MAX_LOOKUPS);
  return (userId: number, jti: string) => queue('', { userId, jti });
}

const keyOf = (userId: number, jti: string) => `${userId} ${jti}`;

// Every signed-in call's question: a prepared statement, so that it is planned once per connection.
const factsStatement = preparedStatement<Record<string, unknown>>(
  'session_facts',
  sql`select asked.user_id, asked.jti, ${users.isActive} as is_active, ${users.isReview} as is_review,
      ${users.roles} as roles, ${users.tenantId} as tenant_id,
      exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = asked.jti) as revoked
    from unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('jtis')}::text[]) as asked(user_id, jti)
    join ${users} on ${users.id} = asked.user_id`,
);

async function factsOf(db: Db, asked: readonly Asked[]): Promise<Map<string, SessionFacts>> {
  const rows = await factsStatement(db, { userIds: intArray(asked.map((w) => w.userId)), jtis: textArray(asked.map((w) => w.jti)) });
  return new Map(
    rows.map((r) => [
      keyOf(Number(r.user_id), String(r.jti)),
      { isActive: Boolean(r.is_active), isReview: Number(r.is_review), roles: r.roles as string[], tenantId: r.tenant_id === null ? null : Number(r.tenant_id), revoked: Boolean(r.revoked) },
    ]),
  );
}
