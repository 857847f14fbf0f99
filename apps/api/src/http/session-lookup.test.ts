import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { revokedTokens, users } from '../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { createSuppliers } from '../../test/live-project.ts';
import { beforeStatements } from '../../test/quote-calls.ts';
import supertest from 'supertest';
import { ApiError } from './errors.ts';
import { resolveSession } from './session.ts';
import { READ_AGAIN_BY, READ_AGAIN_FROM } from '../db/read-again.ts';
import { createSessionLookup, SESSION_FACTS_MS } from './session-lookup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('session lookups asked together', () => {
  it('gives each concurrent call its own answer: accepted, revoked, disabled', async () => {
    const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 12,
      projectIds: [],
      prefix: 'lookup',
    });
    const revoked = suppliers.slice(0, 3);
    const disabled = suppliers.slice(3, 5);
    const revokedClaims = await Promise.all(revoked.map((s) => api.deps.tokens.verify(s.token)));
    await api.database.db
      .insert(revokedTokens)
      .values(revokedClaims.map((c) => ({ jti: c.jti, expiresAt: new Date(c.exp * 1000) })));
    await api.database.db
      .update(users)
      .set({ isActive: false })
      .where(
        inArray(
          users.id,
          disabled.map((s) => s.userId),
        ),
      );

    // All at once, twice over: most of them wait for the first lookup and are asked together.
    const calls = [...suppliers, ...suppliers].map((s) =>
      resolveSession(api.deps, s.token).then(
        (session) => ({ userId: s.userId, outcome: `ok ${session.userId}` }),
        (error: unknown) => ({ userId: s.userId, outcome: error instanceof ApiError ? error.message : String(error) }),
      ),
    );
    const answers = await Promise.all(calls);
    const expected = (userId: number) => {
      if (revoked.some((s) => s.userId === userId)) return 'auth.revokedToken';
      if (disabled.some((s) => s.userId === userId)) return 'auth.userDisabled';
      return `ok ${userId}`;
    };
    expect(answers).toHaveLength(24);
    for (const { userId, outcome } of answers) expect(outcome, `user ${userId}`).toBe(expected(userId));
    const [still] = await api.database.db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, suppliers[6]!.userId));
    expect(still?.isActive).toBe(true);
  });
});

describe('session facts remembered per token', () => {
  const whoAmI = (app: TestApi['app'], token: string) =>
    supertest(app)
      .get('/api/services/app/Session/GetCurrentLoginInformations')
      .set(bearer(token))
      .then((res) => res.body.result?.user?.id ?? null);

  /**
   * New suppliers' tokens, looked up on a clock the test sets (`at`): `active` the first's,
   * `activeOf(i)` the i-th's; `setActive` switches all their users on or off.
   */
  async function lookedUpOnAClock(prefix: string, count = 1) {
    const suppliers = await createSuppliers(api.database.db, api.deps.tokens, { count, projectIds: [], prefix });
    let now = 0;
    const lookup = createSessionLookup(api.database.db, { now: () => now });
    const jtis = await Promise.all(suppliers.map(async (s) => (await api.deps.tokens.verify(s.token)).jti));
    const activeOf = async (i: number) => (await lookup(suppliers[i]!.userId, jtis[i]!))?.isActive;
    const ids = suppliers.map((s) => s.userId);
    return {
      at: (ms: number) => void (now = ms),
      /** The answers asked again in the background are in. */
      settled: lookup.settled,
      active: () => activeOf(0),
      activeOf,
      setActive: (isActive: boolean) => api.database.db.update(users).set({ isActive }).where(inArray(users.id, ids)),
    };
  }

  it('answers from memory within SESSION_FACTS_MS, then asks the database again', async () => {
    const { at, active, setActive } = await lookedUpOnAClock('remembered');
    expect(await active()).toBe(true);
    await setActive(false);
    // Near the end of its time the answer is asked again in the background, but still answers this call.
    at(SESSION_FACTS_MS - 1);
    expect(await active()).toBe(true);
    at(SESSION_FACTS_MS);
    expect(await active()).toBe(false);
  });

  it('asks again in the background before SESSION_FACTS_MS is up: a token in steady use is never asked on its call', async () => {
    const { at, active, setActive } = await lookedUpOnAClock('refreshed');
    expect(await active()).toBe(true);
    await setActive(false);
    // Due to be asked again, whatever point was drawn (read-again.ts).
    const askedAgainAt = SESSION_FACTS_MS * ((READ_AGAIN_BY + 1) / 2);
    at(askedAgainAt);
    // Answered from memory while the background answer comes, then by it.
    expect(await active()).toBe(true);
    await vi.waitFor(async () => expect(await active()).toBe(false));
    // Past the first answer's time, within the second's: still answered from memory, not asked on the call.
    await setActive(true);
    at(askedAgainAt + SESSION_FACTS_MS * READ_AGAIN_FROM - 100);
    expect(await active()).toBe(false);
  });

  it('asks tokens remembered together again apart: a busy hall opened at once is not asked again in one wave', async () => {
    const { at, activeOf, setActive, settled } = await lookedUpOnAClock('wave', 20);
    const hall = Array.from({ length: 20 }, (_, i) => i);
    const activeAll = () => Promise.all(hall.map(activeOf));
    expect(await activeAll()).toEqual(hall.map(() => true));
    await setActive(false);
    // Halfway through their time, each call answered from memory; only the tokens whose drawn
    // point has passed are asked again in the background.
    at(SESSION_FACTS_MS / 2);
    await activeAll();
    await settled();
    const seen = await activeAll();
    // 20 points drawn over [1/4, 3/4] of the time: all on one side of the half is a 1-in-500,000 chance.
    expect(seen).toContain(false);
    expect(seen).toContain(true);
  });

  it('asks the tokens due within a tick again in one statement, not one each', async () => {
    const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 20,
      projectIds: [],
      prefix: 'tick',
    });
    const jtis = await Promise.all(suppliers.map(async (s) => (await api.deps.tokens.verify(s.token)).jti));
    let statements = 0;
    let now = 0;
    const counted = beforeStatements(api.database.db, (name) => void (name === 'session_facts' && (statements += 1)));
    // A tick longer than the test: what goes out is what `settled` sends.
    const lookup = createSessionLookup(counted, { now: () => now, readAgainTickMs: 60_000 });
    await Promise.all(suppliers.map((s, i) => lookup(s.userId, jtis[i]!)));
    const first = statements;
    // Every token due again (whatever point was drawn), each call answered from memory, one
    // after another with a pause between them, as the calls of a hall come.
    now = SESSION_FACTS_MS * ((READ_AGAIN_BY + 1) / 2);
    for (const [i, s] of suppliers.entries()) {
      expect((await lookup(s.userId, jtis[i]!))?.isActive).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(statements).toBe(first);
    await lookup.settled();
    expect(statements - first).toBe(1);
  });

  it('forgets at once what a call of this process changed: a user disabled, a token signed out', async () => {
    const admin = await api.login('admin', ROLES.admin);
    const supplier = await api.login('supplier2', ROLES.supplier);
    const id = await whoAmI(api.app, supplier);
    expect(id).toEqual(expect.any(Number));
    const user = (path: string) =>
      api.http.post(`/api/services/app/User/${path}`).set(bearer(admin)).send({ id }).expect(200);
    await user('Disable');
    expect(await whoAmI(api.app, supplier)).toBeNull();
    await user('Enable');
    // Disabling ended the sessions issued before it; enabling again does not bring them back.
    expect(await whoAmI(api.app, supplier)).toBeNull();
    const again = await api.login('supplier2', ROLES.supplier);
    expect(await whoAmI(api.app, again)).toBe(id);
    await api.http.post('/api/TokenAuth/Logout').set(bearer(again)).send({}).expect(200);
    expect(await whoAmI(api.app, again)).toBeNull();
  });

  it('forgets a token signed out through another api process (session.revoked on the bus)', async () => {
    const other = await api.sibling();
    try {
      const supplier = await api.login('supplier3', ROLES.supplier);
      const id = await whoAmI(other.app, supplier);
      expect(id).toEqual(expect.any(Number));
      await api.http.post('/api/TokenAuth/Logout').set(bearer(supplier)).send({}).expect(200);
      await vi.waitFor(async () => expect(await whoAmI(other.app, supplier)).toBeNull());
    } finally {
      await other.close();
    }
  });
});
