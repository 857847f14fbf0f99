import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { createBatchQueue } from '../db/batch-queue.ts';
import { readAgainAt } from '../db/read-again.ts';
import { createReadAgainTick } from '../db/read-again-tick.ts';
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
export type SessionLookup = {
  (userId: number, jti: string): Promise<SessionFacts | null>;
  /**
   * Forgets every remembered answer: a user's facts or the revocation list changed. Called once
   * the change committed (a sign-out, a user disabled, audited or given other roles).
   */
  forget: () => void;
  /** Resolves once the answers being asked again in the background are in (tests, shutdown). */
  settled: () => Promise<void>;
};

type Asked = { userId: number; jti: string };
type Remembered = { facts: SessionFacts; until: number; readAgainFrom: number; refreshing: boolean };

// Bounded so that one statement's arrays stay small however many calls arrive at once.
const MAX_LOOKUPS = 500;

/**
 * How long an answer is remembered. A change made through this process is seen at once
 * (`forget`), and so is a sign-out anywhere (session.revoked on the bus, app.ts); a user
 * disabled, audited or given other roles through another api process is seen within this time.
 */
export const SESSION_FACTS_MS = 5_000;
/** Past this many remembered answers the memory starts over (each token then costs one lookup again). */
const REMEMBERED_MAX = 10_000;

/**
 * Every signed-in call needs its user's facts and the revocation list from the database. An
 * answer is remembered for `rememberMs` per token (SESSION_FACTS_MS): a client calls again and
 * again with the same token, and a round trip on every call was the quote path's one
 * statement that every quote waited for in turn. The questions not remembered arrive together
 * under load: the ones that come while a lookup is in flight are asked in one statement when
 * it returns. A lone call is asked at once. Built once per app (createApp, app.ts).
 */
export function createSessionLookup(
  db: Db,
  {
    rememberMs = SESSION_FACTS_MS,
    now = () => performance.now(),
    readAgainTickMs,
  }: { rememberMs?: number; now?: () => number; readAgainTickMs?: number } = {},
): SessionLookup {
  const statement = factsStatement(db);
  const remembered = new Map<string, Remembered>();
  // Bumped by forget: an answer read before a change committed is not remembered after it.
  let generation = 0;
  async function ask(asked: Asked[]): Promise<Array<SessionFacts | null>> {
    const askedIn = generation;
    const rows = await statement.execute({ userIds: asked.map((a) => a.userId), jtis: asked.map((a) => a.jti) });
    const found = new Map(rows.map((r) => [keyOf(Number(r.userId), r.jti), factsOf(r)]));
    if (askedIn === generation && rememberMs > 0) {
      if (remembered.size + found.size > REMEMBERED_MAX) remembered.clear();
      const at = now();
      for (const [key, facts] of found)
        remembered.set(key, {
          facts,
          until: at + rememberMs,
          readAgainFrom: readAgainAt(at, rememberMs),
          refreshing: false,
        });
    }
    return asked.map((a) => found.get(keyOf(a.userId, a.jti)) ?? null);
  }
  // A call whose answer is not remembered waits for it: asked at once.
  const queue = createBatchQueue(ask, MAX_LOOKUPS);
  // An answer asked again before its time is up has no caller waiting: asked with the others due.
  const askAgain = createReadAgainTick(ask, {
    tickMs: readAgainTickMs,
    maxItems: MAX_LOOKUPS,
  });
  const lookup = (userId: number, jti: string) => {
    const hit = remembered.get(keyOf(userId, jti));
    const at = now();
    if (!hit || hit.until <= at) return queue('', { userId, jti });
    // Before its time is up an answer is asked again in the background (the answer stored when
    // it comes): a client that keeps calling never waits for it. When, read-again.ts decides.
    if (hit.readAgainFrom <= at && !hit.refreshing) {
      hit.refreshing = true;
      askAgain.add({ userId, jti });
    }
    return Promise.resolve(hit.facts);
  };
  const forget = () => {
    generation += 1;
    remembered.clear();
  };
  return Object.assign(lookup, { forget, settled: askAgain.settled });
}

/**
 * The afterCommit task of a call that changed a user's session facts (active, review state,
 * roles) or revoked a token: the next call of that user is decided on the change.
 */
export const forgetSessions = (ctx: { deps: { sessions: SessionLookup } }) => async () => ctx.deps.sessions.forget();

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
