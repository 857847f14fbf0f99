import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { verifyPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';

/**
 * Password guesses are counted before the password is checked, so guesses sent all at once
 * are no better than guesses sent one by one: of 150 at once, at most the limit are checked
 * (a wrong-password answer each), the rest refused with 429 unchecked.
 */
const LIMIT = 10;
const ADDRESS_LIMIT = 20;
const GUESSES = 150;
let api: TestApi;

vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  api = await startTestApi({
    LOGIN_MAX_FAILURES: String(LIMIT),
    LOGIN_ADDRESS_MAX_FAILURES: String(ADDRESS_LIMIT),
  });
});
afterAll(async () => api.close());

// The api believes X-Forwarded-For from a proxy on its own host (client-address.ts), as supertest is.
const signIn = (login: string, password: string, address: string) =>
  api.http
    .post('/api/TokenAuth/Authenticate')
    .set('X-Forwarded-For', address)
    .send({ userNameOrEmailAddress: login, password, selectRole: ROLES.supplier });

const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

/**
 * Of a burst, at most `limit` were checked (`wrong` is the status of a checked wrong guess) and
 * every other was refused unchecked. Then, one by one, the guesses left until the limit are
 * checked and no more: the burst's refused guesses were not counted (waiting out the window
 * ends the refusals), its checked ones were.
 */
async function expectChecksCapped(
  answers: Array<{ status: number }>,
  wrong: number,
  limit: number,
  guess: () => Promise<{ status: number }>,
) {
  const counted = statuses(answers);
  const checked = counted[wrong] ?? 0;
  // None checked is possible too: when every guess was written before any was counted.
  expect(checked, JSON.stringify(counted)).toBeLessThanOrEqual(limit);
  expect(counted[429]).toBe(answers.length - checked);
  for (let i = checked; i < limit; i += 1) expect((await guess()).status).toBe(wrong);
  expect((await guess()).status).toBe(429);
}

async function emailOf(userName: string): Promise<string> {
  const [row] = await api.database.db.select().from(users).where(eq(users.userName, userName));
  return row!.emailAddress!;
}

describe('sign-in throttle', () => {
  it('checks at most the limit of 150 parallel wrong guesses at one account, by user name and e-mail alike', async () => {
    const email = await emailOf('supplier1');
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        // Each guess from an address of its own, so only the account's count can hold them.
        signIn(i % 2 ? 'SUPPLIER1' : email.toUpperCase(), `wrong-${i}`, `198.51.100.${i + 1}`),
      ),
    );
    await expectChecksCapped(answers, 500, LIMIT, () => signIn('supplier1', 'wrong', '198.51.100.200'));
    // Locked: the right password too, and under either name.
    expect((await signIn('supplier1', DEMO_PASSWORD, '192.0.2.200')).status).toBe(429);
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.201')).status).toBe(429);
    // Another account is not.
    expect((await signIn('supplier2', DEMO_PASSWORD, '192.0.2.202')).status).toBe(200);
  });

  it('counts per client address across accounts, known and unknown names alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => signIn(`nobody-${i}`, 'guess', '203.0.113.7')),
    );
    await expectChecksCapped(answers, 500, ADDRESS_LIMIT, () =>
      signIn(`nobody-${Math.random()}`, 'guess', '203.0.113.7'),
    );
    expect((await signIn('supplier3', DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await signIn('supplier3', DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('checks a name no account has against a hash too, so its answer costs what a wrong password costs', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const unknown = await signIn('no-such-user', 'guess', '192.0.2.10');
      const wrong = await signIn('purchaser', 'guess', '192.0.2.11');
      expect([unknown.status, wrong.status]).toEqual([500, 500]);
      expect(unknown.body.error.message).toBe(wrong.body.error.message);
      expect(verify).toHaveBeenCalledTimes(2);
      // A real argon2id hash with the sign-in's own parameters, not a shortcut.
      expect(String(verify.mock.calls[0]![0])).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('User/ChangePassword', () => {
  it('counts wrong current passwords like sign-ins: of 150 at once at most the limit are checked', async () => {
    const token = await api.login('supplier2', ROLES.supplier);
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        api.http
          .post('/api/services/app/User/ChangePassword')
          .set(bearer(token))
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .send({ currentPassword: `wrong-${i}`, newPassword: 'n3w-Passw0rd!' }),
      ),
    );
    const change = (currentPassword: string) =>
      api.http
        .post('/api/services/app/User/ChangePassword')
        .set(bearer(token))
        .send({ currentPassword, newPassword: 'n3w-Passw0rd!' });
    await expectChecksCapped(answers, 400, LIMIT, () => change('wrong'));
    expect((await change(DEMO_PASSWORD)).status).toBe(429);
    // Nothing changed: the old password is still the one.
    const [row] = await api.database.db.select().from(users).where(eq(users.userName, 'supplier2'));
    expect(await verifyPassword(row!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });
});
