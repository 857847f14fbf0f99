import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { freePort } from '@bidhall/testkit/ports';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../../test/live-project.ts';
import { HallClient } from '../../test/sockets.ts';

/**
 * A session ends with what it was issued on: a password change, a user disabled, a role taken,
 * a firm's approval withdrawn. The next REST
 * call is a 401, the user's open sockets close within 2 s (sessions.ended on the bus) and a new
 * handshake with an old token is refused, although the gateway had just accepted that token.
 */
let api: TestApi;
let url: string;
let admin: string;
const MIN = 60_000;
const open: HallClient[] = [];

const whoAmI = async (token: string) =>
  (await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(token))).body.result.user
    ?.id ?? null;

async function socketOf(token: string): Promise<HallClient> {
  const client = await new HallClient(url, token).connected();
  open.push(client);
  return client;
}

beforeAll(async () => {
  const port = await freePort();
  api = await startTestApi({ EMBED_GATEWAY: 'true', PORT: String(port), HOST: '127.0.0.1' });
  // The gateway judges token expiry by the wall clock: the api issues them on it too.
  api.clock.set(new Date());
  await new Promise<void>((resolve) => api.server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${port}`;
  admin = await api.login('admin', ROLES.admin);
});
afterAll(async () => {
  for (const client of open) client.close();
  await api.close();
});

describe('a password change', () => {
  it('ends every session of the user: REST 401, sockets closed, old token refused at the handshake', async () => {
    const first = await api.login('supplier3', ROLES.supplier);
    const second = await api.login('supplier3', ROLES.supplier);
    const socket = await socketOf(second);
    const id = await whoAmI(first);
    expect(id).toEqual(expect.any(Number));

    await api.http
      .post('/api/services/app/User/ChangePassword')
      .set(bearer(first))
      .send({ currentPassword: DEMO_PASSWORD, newPassword: 'n3w-Passw0rd!' })
      .expect(200);
    const started = Date.now();

    for (const token of [first, second]) {
      const res = await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(token));
      expect(res.body.result.user).toBeNull();
      const call = await api.http.post('/api/TokenAuth/Logout').set(bearer(token)).set('Accept-Language', 'en-US');
      expect(call.status).toBe(401);
      expect(call.body.error.message).toMatch(/session has ended/);
    }
    await vi.waitFor(() => expect(socket.socket.connected).toBe(false), { timeout: 2000, interval: 20 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await new HallClient(url, second).outcome()).toBe('token-revoked');

    await expect(api.login('supplier3', ROLES.supplier)).rejects.toThrow(/500/);
    const fresh = await api.login('supplier3', ROLES.supplier, 'n3w-Passw0rd!');
    expect(await whoAmI(fresh)).toBe(id);
    expect(await new HallClient(url, fresh).outcome()).toBe('connected');
  });
});

describe('sessions ended through another api process', () => {
  it('are refused at the very next call here too: every call reads its session anew', async () => {
    const other = await api.sibling();
    try {
      const token = await api.login('purchaser', ROLES.purchaser);
      const ask = async (app: typeof api.app) =>
        (await supertest(app).get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(token))).body
          .result.user?.id ?? null;
      const id = await ask(other.app);
      expect(id).toEqual(expect.any(Number));
      await api.http.post('/api/services/app/User/Disable').set(bearer(admin)).send({ id }).expect(200);
      expect(await ask(other.app)).toBeNull();
      await api.http.post('/api/services/app/User/Enable').set(bearer(admin)).send({ id }).expect(200);
      expect(await ask(other.app)).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('a supplier disabled during a live window', () => {
  let project: { id: number };
  let bidders: TestSupplier[];

  beforeAll(async () => {
    const now = api.clock.now().getTime();
    project = await createLiveProject(api.database.db, { from: now - MIN, to: now + 30 * MIN });
    bidders = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 2,
      projectIds: [project.id],
      prefix: 'ended',
    });
  });

  it('loses its open socket within 2 s, receives no later broadcast, and cannot connect again', async () => {
    const [disabled, other] = bidders as [TestSupplier, TestSupplier];
    const gone = await socketOf(disabled.token);
    const watcher = await socketOf(other.token);
    for (const client of [gone, watcher]) expect(await client.join(project.id)).toMatchObject({ ok: true });

    await api.http.post('/api/services/app/User/Disable').set(bearer(admin)).send({ id: disabled.userId }).expect(200);
    const started = Date.now();
    await vi.waitFor(() => expect(gone.socket.connected).toBe(false), { timeout: 2000, interval: 20 });
    expect(Date.now() - started).toBeLessThan(2000);
    const framesWhenClosed = gone.frames.length;

    await api.http
      .post('/api/services/app/Quote/Submit')
      .set(bearer(other.token))
      .send({ projectId: project.id, amount: '900.00', clientQuoteId: 'after-disable-1' })
      .expect(200);
    await vi.waitFor(() => expect(watcher.count('quote:accepted')).toBe(1));
    expect(gone.frames).toHaveLength(framesWhenClosed);
    expect(gone.count('quote:accepted')).toBe(0);

    // The gateway accepted this token a moment ago (its session answer is cached): still refused.
    expect(await new HallClient(url, disabled.token).outcome()).toBe('token-revoked');
    expect(await whoAmI(disabled.token)).toBeNull();
  });
});

const REST_GONE = async (token: string) => {
  const call = await api.http.post('/api/TokenAuth/Logout').set(bearer(token)).set('Accept-Language', 'en-US');
  expect(call.status).toBe(401);
  expect(await whoAmI(token)).toBeNull();
};

describe('a role taken from a user (User/RevokeRole)', () => {
  it('ends every session of the user, whichever role it was issued for; the user signs in again with what is left', async () => {
    const asPurchaser = await api.login('multi', ROLES.purchaser);
    const asAgency = await api.login('multi', ROLES.agency);
    const socket = await socketOf(asAgency);
    const id = await whoAmI(asPurchaser);
    expect(id).toEqual(expect.any(Number));

    const res = await api.http
      .post('/api/services/app/User/RevokeRole')
      .set(bearer(admin))
      .send({ id, roleName: ROLES.agency })
      .expect(200);
    expect(res.body.result.roleNames).toEqual([ROLES.purchaser]);
    const started = Date.now();
    for (const token of [asPurchaser, asAgency]) await REST_GONE(token);
    await vi.waitFor(() => expect(socket.socket.connected).toBe(false), { timeout: 2000, interval: 20 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await new HallClient(url, asAgency).outcome()).toBe('token-revoked');

    await expect(api.login('multi', ROLES.agency)).rejects.toThrow(/500/);
    expect(await whoAmI(await api.login('multi', ROLES.purchaser))).toBe(id);
  });

  it('refuses the last role, a role not held and one of the caller’s own, and changes nothing', async () => {
    const token = await api.login('supplier2', ROLES.supplier);
    const id = await whoAmI(token);
    const adminId = await whoAmI(admin);
    const revoke = (body: object) =>
      api.http.post('/api/services/app/User/RevokeRole').set(bearer(admin)).set('Accept-Language', 'en-US').send(body);
    expect((await revoke({ id, roleName: ROLES.supplier })).body.error.message).toMatch(/only role/);
    expect((await revoke({ id, roleName: ROLES.agency })).body.error.message).toMatch(/does not hold/);
    expect((await revoke({ id: adminId, roleName: ROLES.admin })).body.error.message).toMatch(/your own account/);
    expect((await revoke({ id, roleName: 'boss' })).status).toBe(400);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.roles).toEqual([ROLES.supplier]);
    expect(await whoAmI(token)).toBe(id);
  });

  it('is the administrator’s alone', async () => {
    const agency = await api.login('agency', ROLES.agency);
    const id = await whoAmI(await api.login('supplier2', ROLES.supplier));
    await api.http
      .post('/api/services/app/User/RevokeRole')
      .set(bearer(agency))
      .send({ id, roleName: ROLES.supplier })
      .expect(403);
  });
});

describe("a firm's approval withdrawn (UserAudit/Withdraw)", () => {
  it('returns every approved user of the firm with the reason and ends all their sessions; other firms keep theirs', async () => {
    const [first, second, bystander] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 3,
      projectIds: [],
      prefix: 'withdrawn',
    });
    await api.database.db.update(users).set({ companyId: first!.supplierId }).where(eq(users.id, second!.userId));
    const sockets = [await socketOf(first!.token), await socketOf(second!.token)];
    const agency = await api.login('agency', ROLES.agency);

    await api.http
      .post('/api/services/app/UserAudit/Withdraw')
      .set(bearer(agency))
      .send({ id: second!.userId, reason: '营业执照已过期' })
      .expect(200);
    const started = Date.now();
    for (const token of [first!.token, second!.token]) await REST_GONE(token);
    for (const client of sockets)
      await vi.waitFor(() => expect(client.socket.connected).toBe(false), { timeout: 2000, interval: 20 });
    expect(Date.now() - started).toBeLessThan(2000);

    const rows = await api.database.db.select().from(users).where(eq(users.companyId, first!.supplierId));
    expect(rows.map((r) => [r.isReview, r.reviewComment])).toEqual([
      [2, '营业执照已过期'],
      [2, '营业执照已过期'],
    ]);
    expect(await whoAmI(bystander!.token)).toBe(bystander!.userId);
  });

  it('refuses a registration that is not approved, and an agency withdrawing a purchaser, changing nothing', async () => {
    const agency = await api.login('agency', ROLES.agency);
    const withdraw = (token: string, id: number) =>
      api.http
        .post('/api/services/app/UserAudit/Withdraw')
        .set(bearer(token))
        .set('Accept-Language', 'en-US')
        .send({ id, reason: 'no longer qualified' });
    const [pending] = await createSuppliers(api.database.db, api.deps.tokens, {
      count: 1,
      projectIds: [],
      prefix: 'pending',
    });
    await api.database.db.update(users).set({ isReview: 0 }).where(eq(users.id, pending!.userId));
    const res = await withdraw(admin, pending!.userId);
    expect(res.status).toBe(500);
    expect(res.body.error.message).toMatch(/not approved/);

    const purchaser = await api.login('purchaser', ROLES.purchaser);
    const purchaserId = await whoAmI(purchaser);
    expect((await withdraw(agency, purchaserId)).status).toBe(403);
    expect(await whoAmI(purchaser)).toBe(purchaserId);
    const [unchanged] = await api.database.db.select().from(users).where(eq(users.id, pending!.userId));
    expect(unchanged!.isReview).toBe(0);
  });
});
