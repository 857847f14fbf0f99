import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { hashPassword } from '../../auth/passwords.ts';
import { companies, users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin', ROLES.admin);
});
afterAll(() => api.close());

const idOf = async (userName: string) =>
  (
    await api.http
      .get('/api/services/app/User/GetPaged?Filter=' + encodeURIComponent(`userName = '${userName}'`))
      .set(bearer(admin))
  ).body.result.items[0].id as number;
const update = (body: object, token = admin, http = api.http) =>
  http.put('/api/services/app/User/Update').set(bearer(token)).send(body);
const company = {
  companyName: '上海恒信办公设备有限公司',
  creditCode: '91310115MA03CDEF3W',
  contactName: '陈静',
  address: '上海市浦东新区张江路100号',
};
const profile = (id: number, patch: object = {}) => ({
  id,
  userName: 'supplier2',
  name: '陈供应',
  emailAddress: 'supplier2@bidhall.example',
  phoneNumber: '13800000005',
  company,
  ...patch,
});
const members = (res: { body: { error: { validationErrors: { members: string[] }[] } } }) =>
  res.body.error.validationErrors.map((e) => e.members.join());

describe('User/Update', () => {
  it("changes a user's profile and company, which the lists, the detail and sign-in then follow", async () => {
    const id = await idOf('supplier2');
    const res = await update(
      profile(id, {
        userName: 'hengxin',
        name: '陈新',
        emailAddress: 'chen@hengxin.example',
        phoneNumber: '021-58881234',
        company: { ...company, companyName: '上海恒信科技有限公司', address: '上海市徐汇区' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      id,
      userName: 'hengxin',
      name: '陈新',
      emailAddress: 'chen@hengxin.example',
      phoneNumber: '021-58881234',
      companyName: '上海恒信科技有限公司',
    });
    expect(res.body.result.company).toMatchObject({
      companyName: '上海恒信科技有限公司',
      creditCode: '91310115MA03CDEF3W',
      address: '上海市徐汇区',
    });
    expect((await api.http.get(`/api/services/app/User/Get?id=${id}`).set(bearer(admin))).body.result.name).toBe(
      '陈新',
    );
    await api.login('chen@hengxin.example', ROLES.supplier);
    await expect(api.login('supplier2', ROLES.supplier)).rejects.toThrow();
    await update(profile(id)).expect(200);
    await api.login('supplier2', ROLES.supplier);
  });

  it('refuses a user name or e-mail another account signs in with: 400 with a validation error per field', async () => {
    const id = await idOf('supplier2');
    const res = await update(profile(id, { userName: 'SUPPLIER1', emailAddress: 'Purchaser@bidhall.example' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false, __abp: true });
    expect(res.body.error.message).toBe('请求无效，请检查输入');
    expect(res.body.error.validationErrors).toEqual([
      { message: '用户名“SUPPLIER1”已被使用', members: ['userName'] },
      { message: '邮箱“Purchaser@bidhall.example”已被其他账号使用', members: ['emailAddress'] },
    ]);
    // TokenAuth accepts a user name or an e-mail, so one user's e-mail is taken as another's user name too.
    const crossed = await update(profile(id, { userName: 'supplier1@bidhall.example' }), admin).set(
      'Accept-Language',
      'en-US',
    );
    expect(crossed.body.error.validationErrors).toEqual([
      { message: 'The user name "supplier1@bidhall.example" is already taken', members: ['userName'] },
    ]);
    expect((await api.http.get(`/api/services/app/User/Get?id=${id}`).set(bearer(admin))).body.result.userName).toBe(
      'supplier2',
    );
  });

  it('keeps its own user name and e-mail without calling them taken', async () => {
    const id = await idOf('supplier2');
    expect((await update(profile(id, { name: '陈供应' }))).status).toBe(200);
  });

  it('checks every field with the registration rules, naming the field in the message', async () => {
    const id = await idOf('supplier2');
    const res = await update(
      profile(id, {
        name: '',
        emailAddress: 'not-an-email',
        phoneNumber: '12345',
        userName: 'a b',
        company: { ...company, creditCode: 'SHORT' },
      }),
    );
    expect(res.status).toBe(400);
    expect(members(res).sort()).toEqual(['company.creditCode', 'emailAddress', 'name', 'phoneNumber', 'userName']);
    expect(
      res.body.error.validationErrors.find((e: { members: string[] }) => e.members[0] === 'emailAddress').message,
    ).toBe('请输入有效的邮箱地址');
    expect(
      res.body.error.validationErrors.find((e: { members: string[] }) => e.members[0] === 'phoneNumber').message,
    ).toBe('请输入有效的手机号或座机号');
    expect(members(await update({ ...profile(id), roles: [ROLES.admin] }))).toEqual(['roles']);
    expect((await update({ ...profile(id), id: 'x' })).status).toBe(400);
  });

  it('gives a user without a company a new company of the tenant', async () => {
    const { db } = api.database;
    const [loner] = await db
      .insert(users)
      .values({
        tenantId: 1,
        userName: 'loner',
        name: '散户',
        passwordHash: await hashPassword('123qwe'),
        roles: [ROLES.supplier],
        isReview: 1,
      })
      .returning();
    const res = await update({
      id: loner!.id,
      userName: 'loner',
      name: '散户',
      emailAddress: 'loner@example.com',
      phoneNumber: '13900000000',
      company: { companyName: '新公司', creditCode: '91110000MA01ABCD1X' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.company).toMatchObject({ companyName: '新公司' });
    const [created] = await db.select().from(companies).where(eq(companies.id, res.body.result.companyId));
    expect(created).toMatchObject({ tenantId: 1, companyName: '新公司', creditCode: '91110000MA01ABCD1X' });
  });

  it('is tenant-scoped: another tenant administrator gets 404 and changes nothing', async () => {
    const other = await createTenant(api.database.db, 'edit3', [{ userName: 'edit3admin', roles: [ROLES.admin] }]);
    const login = await api.http
      .post('/api/TokenAuth/Authenticate')
      .set('Abp.TenantId', String(other.tenant.id))
      .send({ userNameOrEmailAddress: 'edit3admin', password: '123qwe', selectRole: ROLES.admin });
    const id = await idOf('supplier2');
    const res = await update(profile(id, { name: '越权' }), login.body.result.accessToken).set('Abp-TenantId', '1');
    expect(res.status).toBe(404);
    expect((await api.http.get(`/api/services/app/User/Get?id=${id}`).set(bearer(admin))).body.result.name).toBe(
      '陈供应',
    );
  });

  it('is for administrators only', async () => {
    const id = await idOf('supplier2');
    for (const [user, role] of [
      ['purchaser', ROLES.purchaser],
      ['agency', ROLES.agency],
      ['supplier2', ROLES.supplier],
    ] as const) {
      expect((await update(profile(id, { name: '自改' }), await api.login(user, role))).status).toBe(403);
    }
    expect((await api.http.put('/api/services/app/User/Update').send(profile(id))).status).toBe(401);
    expect((await api.http.get(`/api/services/app/User/Get?id=${id}`).set(bearer(admin))).body.result.name).toBe(
      '陈供应',
    );
  });

  it('writes an audit log line naming who changed which fields of whom', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const http = supertest((await api.sibling({ logger })).app);
    const id = await idOf('supplier2');
    await update(profile(id, { phoneNumber: '13911112222' }), admin, http).expect(200);
    const me = (await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(admin))).body
      .result.user.id;
    expect(lines.find((l) => l.audit === 'user.update')).toMatchObject({
      tenantId: 1,
      byUserId: me,
      userId: id,
      changed: ['phoneNumber'],
    });
    await update(profile(id), admin, http).expect(200);
  });
});
