import { and, count, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';

/** Whose guesses an attempt counts towards: an account (or the name typed, when none has it) and an address. */
type AttemptBy = { tenantId: number; account: { userId: number } | { typed: string }; ip: string };

/** The rows one attempt wrote, one per key; kept when the password was wrong. */
type Attempt = { accountKey: string; ids: number[] };

/**
 * Password guesses are counted per account and per client address over a sliding window, in
 * the database so that several api processes share one count. An attempt is written before its
 * password is checked, and then counted with every other attempt written before it: of many
 * guesses sent at once, only the first `maxFailures` are checked, the rest are refused (429)
 * without a check. A right password takes its account's count back to zero; a wrong one stays
 * counted. A refused attempt is removed again, so waiting out the window ends the refusals.
 */
function createLoginThrottle(opts: {
  maxFailures: number;
  addressMaxFailures: number;
  windowMinutes: number;
  now: () => Date;
}) {
  const windowStart = () => new Date(opts.now().getTime() - opts.windowMinutes * 60_000);
  // A user's every sign-in name (user name, e-mail) is one account; an unknown name is counted by itself.
  const accountKeyOf = ({ tenantId, account }: AttemptBy) =>
    'userId' in account
      ? `account|${tenantId}|${account.userId}`
      : `name|${tenantId}|${account.typed.trim().toLowerCase()}`.slice(0, 400);
  const addressKeyOf = ({ ip }: AttemptBy) => `address|${ip}`.slice(0, 400);

  async function countSince(db: Db, key: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
    return row?.n ?? 0;
  }

  return {
    /** Writes the attempt, then refuses it (429) when it is past either limit; else the password may be checked. */
    async begin(db: Db, by: AttemptBy): Promise<Attempt> {
      const accountKey = accountKeyOf(by);
      const addressKey = addressKeyOf(by);
      const at = opts.now();
      const rows = await db
        .insert(loginFailures)
        .values([
          { key: accountKey, at },
          { key: addressKey, at },
        ])
        .returning({ id: loginFailures.id });
      const ids = rows.map((r) => r.id);
      const since = windowStart();
      const [onAccount, onAddress] = await Promise.all([
        countSince(db, accountKey, since),
        countSince(db, addressKey, since),
      ]);
      if (onAccount > opts.maxFailures || onAddress > opts.addressMaxFailures) {
        await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
        throw tooManyRequests('auth.tooManyFailures', { minutes: opts.windowMinutes });
      }
      // Old rows are useless; trimming here keeps the table small without a scheduler.
      await db
        .delete(loginFailures)
        .where(
          and(or(eq(loginFailures.key, accountKey), eq(loginFailures.key, addressKey)), lt(loginFailures.at, since)),
        );
      return { accountKey, ids };
    },
    /**
     * The password was right: the account's count starts over. Of the address's count only this
     * attempt goes, so that signing in to an account of one's own does not wipe out the guesses
     * the same address made at others.
     */
    async succeeded(db: Db, attempt: Attempt): Promise<void> {
      await db
        .delete(loginFailures)
        .where(or(eq(loginFailures.key, attempt.accountKey), inArray(loginFailures.id, attempt.ids)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The throttle as the configuration sets it; sign-in and password change share its counts. */
export function loginThrottleOf(deps: {
  config: { loginMaxFailures: number; loginAddressMaxFailures: number; loginWindowMinutes: number };
  now: () => Date;
}): LoginThrottle {
  return createLoginThrottle({
    maxFailures: deps.config.loginMaxFailures,
    addressMaxFailures: deps.config.loginAddressMaxFailures,
    windowMinutes: deps.config.loginWindowMinutes,
    now: deps.now,
  });
}
