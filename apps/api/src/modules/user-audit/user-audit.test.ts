import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';

let api: TestApi;
let agency: string;
let admin: string;
const applicants: Record<string, number> = {};

async function registerAs(role: RoleName, userName: string): Promise<number> {
  const res = await api.http.post('/api/services/app/Account/Register').send({
    role,
    userName,
    password: 'secret1',
    confirmPassword: 'secret1',
    name: userName,
    emailAddress: `${userName}@example.com`,
    phoneNumber: '13700000000',
    company: { companyName: `${userName} 有限公司`, creditCode: '91110000MA01ABCD1X' },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.result.userId;
}

beforeAll(async () => {
  api = await startTestApi();
  agency = await api.login('agency', ROLES.agency);
  admin = await api.login('admin', ROLES.admin);
  applicants.supplier = await registerAs(ROLES.supplier, 'pendsupplier');
  applicants.supplier2 = await registerAs(ROLES.supplier, 'pendsupplier2');
  applicants.purchaser = await registerAs(ROLES.purchaser, 'pendpurchaser');
  applicants.agency = await registerAs(ROLES.agency, 'pendagency');
});
afterAll(() => api.close());

const list = (token: string, query = '') =>
  api.http.get(`/api/services/app/UserAudit/GetPaged${query}`).set(bearer(token));
const names = (res: { body: { result: { items: { userName: string }[] } } }) =>
  res.body.result.items.map((u) => u.userName).sort();

describe('UserAudit/GetPaged', () => {
  it('shows an agency only pending suppliers and an administrator every pending applicant', async () => {
    expect(names(await list(agency))).toEqual(['pendsupplier', 'pendsupplier2']);
    expect(names(await list(admin))).toEqual(['pendagency', 'pendpurchaser', 'pendsupplier', 'pendsupplier2']);
  });

  it('pages with totalCount, filters safely and refuses unknown fields', async () => {
    const page = await list(admin, '?MaxResultCount=1&SkipCount=1&Sorting=userName asc');
    expect(page.body.result.totalCount).toBe(4);
    expect(names(page)).toEqual(['pendpurchaser']);
    const filtered = await list(admin, `?Filter=${encodeURIComponent("userName contains 'agency'")}`);
    expect(names(filtered)).toEqual(['pendagency']);
    const injected = await list(admin, `?Filter=${encodeURIComponent("userName = 'x' or 1=1")}`);
    expect(injected.status).toBe(400);
    const unknown = await list(admin, `?Filter=${encodeURIComponent('passwordHash = 1')}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.validationErrors[0]).toEqual({
      message: '不能按字段 passwordHash 筛选或排序',
      members: ['Filter'],
    });
    expect((await list(admin, '?MaxResultCount=1001')).status).toBe(400);
  });

  it('is refused to purchasers and suppliers with 403, and to anonymous callers with 401', async () => {
    expect((await list(await api.login('purchaser', ROLES.purchaser))).status).toBe(403);
    expect((await list(await api.login('supplier1', ROLES.supplier))).status).toBe(403);
    const anonymous = await api.http.get('/api/services/app/UserAudit/GetPaged');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.unAuthorizedRequest).toBe(true);
  });
});

describe('UserAudit/Approve and Reject', () => {
  it('lets an agency approve a supplier, after which the supplier reaches business calls', async () => {
    await api.http
      .post('/api/services/app/UserAudit/Approve')
      .set(bearer(agency))
      .send({ id: applicants.supplier })
      .expect(200);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, applicants.supplier!));
    expect(row).toMatchObject({ isReview: 1, reviewedAt: api.clock.now() });
    const again = await api.http
      .post('/api/services/app/UserAudit/Approve')
      .set(bearer(agency))
      .send({ id: applicants.supplier });
    expect(again.status).toBe(500);
    expect(again.body.error.message).toBe('该注册不在待审核状态（当前：审核通过）');
  });

  it('does not let an agency decide a purchaser or agency registration', async () => {
    for (const id of [applicants.purchaser, applicants.agency]) {
      const res = await api.http.post('/api/services/app/UserAudit/Approve').set(bearer(agency)).send({ id });
      expect(res.status).toBe(403);
    }
  });

  it('requires a reason to reject and keeps it for the applicant', async () => {
    const missing = await api.http
      .post('/api/services/app/UserAudit/Reject')
      .set(bearer(admin))
      .send({ id: applicants.purchaser });
    expect(missing.status).toBe(400);
    expect(missing.body.error.validationErrors[0].members).toEqual(['reason']);
    const blank = await api.http
      .post('/api/services/app/UserAudit/Reject')
      .set(bearer(admin))
      .send({ id: applicants.purchaser, reason: '   ' });
    expect(blank.status).toBe(400);
    await api.http
      .post('/api/services/app/UserAudit/Reject')
      .set(bearer(admin))
      .send({ id: applicants.purchaser, reason: '单位名称与执照不符' })
      .expect(200);
    const token = await api.login('pendpurchaser', ROLES.purchaser, 'secret1');
    const session = await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(token));
    expect(session.body.result.user).toMatchObject({ isReview: 2, reviewComment: '单位名称与执照不符' });
  });

  it('answers 404 for an unknown id and for another tenant user alike', async () => {
    const other = await createTenant(api.database.db, 'audit-other', [
      { userName: 'foreign', roles: [ROLES.supplier], isReview: 0 },
    ]);
    for (const id of [999999, other.users[0]!.id]) {
      const res = await api.http.post('/api/services/app/UserAudit/Approve').set(bearer(admin)).send({ id });
      expect(res.status).toBe(404);
    }
    const [row] = await api.database.db.select().from(users).where(eq(users.id, other.users[0]!.id));
    expect(row!.isReview).toBe(0);
  });
});
