import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { revokedTokens, users } from '../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { createSuppliers } from '../../test/live-project.ts';
import supertest from 'supertest';
import { ApiError } from './errors.ts';
import { resolveSession } from './session.ts';

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

describe('session facts read on each call', () => {
  const whoAmI = (app: TestApi['app'], token: string) =>
    supertest(app)
      .get('/api/services/app/Session/GetCurrentLoginInformations')
      .set(bearer(token))
      .then((res) => res.body.result?.user?.id ?? null);

  it('refuses from the next call what a call changed: a user disabled, a token signed out', async () => {
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

  it('refuses a token signed out through another api process from its next call', async () => {
    const other = await api.sibling();
    try {
      const supplier = await api.login('supplier3', ROLES.supplier);
      const id = await whoAmI(other.app, supplier);
      expect(id).toEqual(expect.any(Number));
      await api.http.post('/api/TokenAuth/Logout').set(bearer(supplier)).send({}).expect(200);
      expect(await whoAmI(other.app, supplier)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
