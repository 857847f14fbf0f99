import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { users } from '../db/schema.ts';
import { startTestApi, type TestApi } from '../../test/harness.ts';
import { hashPassword, needsNewHash, verifyPassword } from './passwords.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('password hashes', () => {
  it('are argon2id at 19 MiB, 2 passes, 1 lane, and verify', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(needsNewHash(hash)).toBe(false);
  });

  it('made with older parameters still sign in, and are renewed by that sign-in', async () => {
    const old = await argon2.hash('123qwe', { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    expect(needsNewHash(old)).toBe(true);
    await api.database.db.update(users).set({ passwordHash: old }).where(eq(users.userName, 'supplier2'));
    const res = await api.http
      .post('/api/TokenAuth/Authenticate')
      .send({ userNameOrEmailAddress: 'supplier2', password: '123qwe', selectRole: ROLES.supplier });
    expect(res.status).toBe(200);
    const [row] = await api.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.userName, 'supplier2'));
    expect(row!.passwordHash).not.toBe(old);
    expect(needsNewHash(row!.passwordHash)).toBe(false);
    expect(await verifyPassword(row!.passwordHash, '123qwe')).toBe(true);
  });

  it('are not renewed by a wrong password', async () => {
    const old = await argon2.hash('123qwe', { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await api.database.db.update(users).set({ passwordHash: old }).where(eq(users.userName, 'supplier3'));
    const res = await api.http
      .post('/api/TokenAuth/Authenticate')
      .send({ userNameOrEmailAddress: 'supplier3', password: 'nope', selectRole: ROLES.supplier });
    expect(res.status).not.toBe(200);
    const [row] = await api.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.userName, 'supplier3'));
    expect(row!.passwordHash).toBe(old);
  });
});
