import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { companies, users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const company = {
  companyName: '深圳新锐电子有限公司',
  creditCode: '91440300MA5FXY1234',
  contactName: '吴明',
  address: '深圳市南山区科技园',
};
const registration = (overrides: object = {}) => ({
  role: ROLES.supplier,
  userName: 'newsupplier',
  password: 'secret1',
  confirmPassword: 'secret1',
  name: '吴明',
  emailAddress: 'wu@example.com',
  phoneNumber: '13912345678',
  company,
  ...overrides,
});
const register = (body: object, lang = 'zh-CN') =>
  api.http.post('/api/services/app/Account/Register').set('Accept-Language', lang).send(body);
const userCount = async () => (await api.database.db.select({ n: count() }).from(users))[0]!.n;
const companyCount = async () => (await api.database.db.select({ n: count() }).from(companies))[0]!.n;

describe('Account/Register', () => {
  it('creates a pending user with its company, who can sign in but only reach the audit page', async () => {
    const res = await register(registration());
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isReview: 0, canLogin: true });
    const [row] = await api.database.db.select().from(users).where(eq(users.id, res.body.result.userId));
    expect(row).toMatchObject({ tenantId: 1, roles: [ROLES.supplier], isReview: 0 });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const token = await api.login('newsupplier', ROLES.supplier, 'secret1');
    const session = await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(token));
    expect(session.body.result.user.isReview).toBe(0);
    const business = await api.http.get('/api/services/app/UserAudit/GetPaged').set(bearer(token));
    expect(business.status).toBe(403);
  });

  it('refuses a taken user name (any case) on the field, storing nothing', async () => {
    const before = await userCount();
    const res = await register(registration({ userName: 'SUPPLIER1' }), 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors).toEqual([
      { message: 'The user name "SUPPLIER1" is already taken', members: ['userName'] },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('explains each bad field in the caller language and stores nothing', async () => {
    const before = await userCount();
    const companiesBefore = await companyCount();
    const res = await register(
      registration({
        userName: 'a',
        password: '123',
        confirmPassword: '456',
        emailAddress: 'not-mail',
        phoneNumber: '12',
        company: { ...company, creditCode: 'bad' },
      }),
      'en-US',
    );
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.error.validationErrors.map((e: { members: string[]; message: string }) => [e.members[0], e.message]),
    );
    expect(byField).toMatchObject({
      userName: 'User name: 2-64 letters, digits or _ . @ -',
      password: 'The password needs at least 6 characters',
      emailAddress: 'Enter a valid e-mail address',
      phoneNumber: 'Enter a valid mobile or landline number',
      'company.creditCode': 'The unified social credit code has 18 digits or capital letters',
    });
    expect(await userCount()).toBe(before);
    expect(await companyCount()).toBe(companiesBefore);
  });

  it('says the passwords differ', async () => {
    const res = await register(registration({ userName: 'mismatch', confirmPassword: 'other1' }));
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors).toContainEqual({
      message: '两次输入的密码不一致',
      members: ['confirmPassword'],
    });
  });

  it('refuses registering as administrator or expert', async () => {
    for (const role of [ROLES.admin, ROLES.expert]) {
      const res = await register(registration({ userName: `as${role.length}`, role }));
      expect(res.status).toBe(400);
      expect(res.body.error.validationErrors[0].members).toEqual(['role']);
    }
  });

  it('refuses markup and SQL-looking text in names', async () => {
    for (const name of ['<script>alert(1)</script>', "x'; drop table users; --", '<img src=x onerror=alert(1)>']) {
      const res = await register(registration({ userName: 'xss', name }));
      expect(res.status).toBe(400);
      expect(res.body.error.validationErrors[0].members).toEqual(['name']);
    }
  });

  it('refuses a 10 MB body as a 400 in the envelope', async () => {
    const res = await register(registration({ name: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, __abp: true });
    expect(res.body.error.message).toBe('请求内容过大');
  });

  it('refuses malformed JSON as a 400 in the envelope', async () => {
    const res = await api.http
      .post('/api/services/app/Account/Register')
      .set('Content-Type', 'application/json')
      .send('{"role":');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('请求内容不是有效的 JSON');
  });

  it('refuses a form-encoded registration as a 400 naming JSON, and registers no one', async () => {
    const res = await api.http
      .post('/api/services/app/Account/Register')
      .type('form')
      .send({ userName: 'formsender', password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, __abp: true });
    expect(res.body.error.validationErrors).toEqual([
      { message: '请求内容须为 JSON（Content-Type: application/json）', members: [] },
    ]);
    const admin = await api.login('admin', ROLES.admin);
    const found = await api.http
      .get('/api/services/app/User/GetPaged')
      .set(bearer(admin))
      .query({ Filter: "userName = 'formsender'" });
    expect(found.body.result.totalCount).toBe(0);
  });
});

describe('Account/ResubmitRegistration', () => {
  it('lets only a rejected applicant resubmit, back to pending', async () => {
    const { body } = await register(registration({ userName: 'resubmitter', emailAddress: 'r@example.com' }));
    const token = await api.login('resubmitter', ROLES.supplier, 'secret1');
    const profile = {
      name: '吴明明',
      emailAddress: 'r2@example.com',
      phoneNumber: '010-12345678',
      company: { ...company, companyName: '深圳新锐科技有限公司' },
    };
    const early = await api.http
      .post('/api/services/app/Account/ResubmitRegistration')
      .set(bearer(token))
      .send(profile);
    expect(early.status).toBe(500);
    expect(early.body.error.message).toBe('只有被退回的注册可以重新提交');

    const agency = await api.login('agency', ROLES.agency);
    await api.http
      .post('/api/services/app/UserAudit/Reject')
      .set(bearer(agency))
      .send({ id: body.result.userId, reason: '营业执照不清晰' })
      .expect(200);
    const after = await api.http
      .post('/api/services/app/Account/ResubmitRegistration')
      .set(bearer(token))
      .send(profile);
    expect(after.status).toBe(200);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, body.result.userId));
    expect(row).toMatchObject({ isReview: 0, reviewComment: null, name: '吴明明', phoneNumber: '010-12345678' });
    const [firm] = await api.database.db.select().from(companies).where(eq(companies.id, row!.companyId!));
    expect(firm!.companyName).toBe('深圳新锐科技有限公司');
  });
});

describe('Account/IsTenantAvailable', () => {
  it('answers ABP availability states', async () => {
    const found = await api.http.post('/api/services/app/Account/IsTenantAvailable').send({ tenancyName: 'default' });
    expect(found.body.result).toEqual({ state: 1, tenantId: 1 });
    const missing = await api.http.post('/api/services/app/Account/IsTenantAvailable').send({ tenancyName: 'nowhere' });
    expect(missing.body.result).toEqual({ state: 3, tenantId: null });
  });
});
