import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { revokedTokens, users } from '../db/schema.ts';
import { startTestApi, type TestApi } from '../../test/harness.ts';
import { createSuppliers } from '../../test/live-project.ts';
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
