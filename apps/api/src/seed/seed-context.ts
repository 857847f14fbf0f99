import pino from 'pino';
import type { Db } from '../db/database.ts';
import type { StreamWriter } from '../events/append.ts';
import type { AppDeps, RequestContext } from '../http/context.ts';
import type { Actor } from '../modules/projects/actor.ts';

/**
 * The call context the demo seed acts in: the seed's transaction, the actor's tenant and
 * session, and a clock the seed sets. The seed calls the same services a user's request does
 * (a project move, a result, a confirmation); those read only the database, the clock, the
 * tenant, the language and the session. Work after commit is not needed: the seed's events
 * are history, marked published when it ends.
 */
export function seedContext(tx: Db, actor: Actor, now: Date): RequestContext {
  const log = pino({ level: 'silent' });
  const deps = { db: tx, logger: log, now: () => now } as unknown as AppDeps;
  return {
    deps,
    db: tx,
    lang: 'zh-CN',
    tenantId: actor.tenantId,
    session: {
      userId: actor.userId,
      tenantId: actor.tenantId,
      role: actor.role,
      roles: [actor.role],
      jti: 'seed',
      expiresAt: now,
      isReview: 1,
    },
    ip: 'seed',
    log,
    afterCommit: () => undefined,
  };
}

/** Where the seed appends events of its own: its transaction; nothing is published (see seedContext). */
export const seedWriter = (tx: Db): StreamWriter => ({
  db: tx,
  afterCommit: () => undefined,
  deps: { relay: { publish: async () => undefined } },
});
