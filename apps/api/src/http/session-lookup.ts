import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { createBatchQueue } from '../db/batch-queue.ts';
import { revokedTokens, users } from '../db/schema.ts';

/** What the database says of a token's user: enough to accept or refuse the session. */
type SessionFacts = {
  isActive: boolean;
  isReview: number;
  roles: string[];
  tenantId: number | null;
  /** Tokens issued at an older version than this are refused (users.sessionVersion). */
  sessionVersion: number;
  revoked: boolean;
};

/** The facts of a token's user, or null when the user does not exist. */
export type SessionLookup = (userId: number, jti: string) => Promise<SessionFacts | null>;

type Asked = { userId: number; jti: string };

// Bounded so that one statement's arrays stay small however many calls arrive at once.
const MAX_LOOKUPS = 500;

/**
 * Every signed-in call reads its user's facts and the revocation list from the database, so a
 * sign-out, a user disabled or given other roles, through any api process, counts from the
 * next call on. The calls that arrive while a lookup is in flight are asked in one statement
 * when it returns (db/batch-queue.ts, as a project's quotes are); a lone call is asked at once.
 * Built once per app (createApp, app.ts).
 */
export function createSessionLookup(db: Db): SessionLookup {
  const statement = factsStatement(db);
  async function ask(asked: Asked[]): Promise<Array<SessionFacts | null>> {
    const rows = await statement.execute({ userIds: asked.map((a) => a.userId), jtis: asked.map((a) => a.jti) });
    const found = new Map(rows.map((r) => [keyOf(Number(r.userId), r.jti), factsOf(r)]));
    return asked.map((a) => found.get(keyOf(a.userId, a.jti)) ?? null);
  }
  const queue = createBatchQueue(ask, MAX_LOOKUPS);
  return (userId, jti) => queue('', { userId, jti });
}

const keyOf = (userId: number, jti: string) => `${userId} ${jti}`;

// Every signed-in call's question: a prepared statement, so that it is planned once per connection.
function factsStatement(db: Db) {
  return db
    .select({
      userId: sql<number>`asked.user_id`,
      jti: sql<string>`asked.jti`,
      isActive: users.isActive,
      isReview: users.isReview,
      roles: users.roles,
      tenantId: users.tenantId,
      sessionVersion: users.sessionVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = asked.jti)`,
    })
    .from(sql`unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('jtis')}::text[]) as asked(user_id, jti)`)
    .innerJoin(users, eq(users.id, sql`asked.user_id`))
    .prepare('session_facts');
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof factsStatement>['execute']>>[number];

function factsOf(r: FactsRow): SessionFacts {
  return {
    isActive: Boolean(r.isActive),
    isReview: Number(r.isReview),
    roles: r.roles as string[],
    tenantId: r.tenantId === null ? null : Number(r.tenantId),
    sessionVersion: Number(r.sessionVersion),
    revoked: Boolean(r.revoked),
  };
}
