import { ROLES } from '@bidhall/domain/roles';
import type { Db } from '../src/db/database.ts';
import type { RequestContext } from '../src/http/context.ts';
import type { QuoteCall } from '../src/modules/quote/service.ts';
import type { TestApi } from './harness.ts';
import type { TestSupplier } from './live-project.ts';

export type TestQuote = { supplier: TestSupplier; projectId: number; amount: string; clientQuoteId: string };

/** Quote/Submit calls as the router hands them on; `times` are what the server clock reads, in order, while deciding. */
export function quoteCallsOf(api: TestApi, times: number[], quotes: TestQuote[]): QuoteCall[] {
  const deps = { ...api.deps, now: () => new Date(times.shift()!) };
  return quotes.map((q) => {
    const session = {
      userId: q.supplier.userId,
      tenantId: 1,
      role: ROLES.supplier,
      roles: [ROLES.supplier],
      jti: 'j',
      expiresAt: new Date(8.64e15),
      isReview: 1,
    };
    const ctx = {
      deps,
      db: api.database.db,
      lang: 'en-US',
      tenantId: 1,
      session,
      ip: 'test',
      log: api.deps.logger,
      afterCommit: () => undefined,
    } as RequestContext;
    return { ctx, input: { projectId: q.projectId, amount: q.amount, clientQuoteId: q.clientQuoteId } };
  });
}

/**
 * `db` whose named prepared statements (the session lookup's) call `before`
 * with their name just before each execution: a test counts them, or changes the database
 * the way another writer would between a batch's decision and its write.
 */
export function beforeStatements(db: Db, before: (name: string) => Promise<unknown> | void): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'session') return Reflect.get(target, key, receiver);
      const session = Reflect.get(target, key, receiver) as typeof target._.session;
      const prepareQuery: typeof session.prepareQuery = (...args) => {
        const prepared = session.prepareQuery(...args);
        const name = args[2];
        if (!name) return prepared;
        return Object.assign(Object.create(prepared), {
          execute: async (values?: Record<string, unknown>) => (await before(name), prepared.execute(values)),
        });
      };
      return Object.assign(Object.create(session), { prepareQuery });
    },
  });
}
