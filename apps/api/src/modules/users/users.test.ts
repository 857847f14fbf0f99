import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin', ROLES.admin);
});
afterAll(() => api.close());

const get = (path: string, token = admin) => api.http.get(`/api/services/app/User/${path}`).set(bearer(token));
const post = (path: string, body: object, token = admin) =>
  api.http.post(`/api/services/app/User/${path}`).set(bearer(token)).send(body);

describe('User management', () => {
  it('lists suppliers and purchasers by role', async () => {
    const suppliers = await get(`GetPaged?role=${encodeURIComponent(ROLES.supplier)}&Sorting=userName`);
    expect(suppliers.body.result.items.map((u: { userName: string }) => u.userName)).toEqual([
      'supplier1',
      'supplier2',
      'supplier3',
    ]);
    const purchasers = await get(`GetPaged?role=${encodeURIComponent(ROLES.purchaser)}&Sorting=userName`);
    expect(purchasers.body.result.items.map((u: { userName: string }) => u.userName)).toEqual(['multi', 'purchaser']);
    expect(purchasers.body.result.items[1]).toMatchObject({
      companyName: '市第一人民医院',
      isActive: true,
      roleNames: [ROLES.purchaser],
    });
    expect(purchasers.body.result.items[1]).not.toHaveProperty('passwordHash');
  });

  it('refuses a bad list query naming the member at fault, and lists nothing', async () => {
    const refusal = async (query: string) => {
      const res = await get(`GetPaged?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.result).toBeNull();
      return res.body.error.validationErrors;
    };
    expect(await refusal('Sorting=' + encodeURIComponent('userName;drop table users'))).toEqual([
      { message: expect.stringMatching(/^排序条件无效：/), members: ['Sorting'] },
    ]);
    expect(await refusal('Sorting=passwordHash')).toEqual([
      { message: '不能按字段 passwordHash 筛选或排序', members: ['Sorting'] },
    ]);
    expect(await refusal('Filter=' + encodeURIComponent("userName = 'x"))).toEqual([
      { message: expect.stringMatching(/^筛选条件无效：/), members: ['Filter'] },
    ]);
    expect(await refusal('Filter=' + encodeURIComponent("passwordHash = 'x'"))).toEqual([
      { message: '不能按字段 passwordHash 筛选或排序', members: ['Filter'] },
    ]);
    // A number past its bound is refused once, for the bound.
    expect(await refusal('SkipCount=99999999999999999999')).toEqual([
      { message: expect.stringContaining('1000000000'), members: ['SkipCount'] },
    ]);
  });

  it('shows a user with its company', async () => {
    const list = await get('GetPaged?Filter=' + encodeURIComponent("userName = 'supplier2'"));
    const id = list.body.result.items[0].id;
    const detail = await get(`Get?id=${id}`);
    expect(detail.body.result.company).toMatchObject({
      companyName: '上海恒信办公设备有限公司',
      creditCode: '91310115MA03CDEF3W',
    });
  });

  it('disables a user, which stops sign-in and the tokens already issued, and enables again', async () => {
    const token = await api.login('supplier3', ROLES.supplier);
    const id = (await get('GetPaged?Filter=' + encodeURIComponent("userName = 'supplier3'"))).body.result.items[0].id;
    await post('Disable', { id }).expect(200);
    const refused = await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(token));
    expect(refused.body.result.user).toBeNull();
    const logout = await api.http.post('/api/TokenAuth/Logout').set(bearer(token)).send({});
    expect(logout.status).toBe(401);
    expect(logout.body.error.message).toBe('账号已被停用');
    const login = await api.http
      .post('/api/TokenAuth/Authenticate')
      .send({ userNameOrEmailAddress: 'supplier3', password: '123qwe', selectRole: ROLES.supplier });
    expect(login.body.error.message).toBe('账号已被停用');
    await post('Enable', { id }).expect(200);
    await api.login('supplier3', ROLES.supplier);
  });

  it('does not let administrators disable themselves', async () => {
    const me = (await api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(bearer(admin))).body
      .result.user.id;
    const res = await post('Disable', { id: me });
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('不能停用自己的账号');
  });

  it('is for administrators only (403 for every other role)', async () => {
    for (const [user, role] of [
      ['purchaser', ROLES.purchaser],
      ['agency', ROLES.agency],
      ['supplier1', ROLES.supplier],
    ] as const) {
      const res = await get('GetPaged', await api.login(user, role));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, unAuthorizedRequest: false, __abp: true });
    }
  });

  it('refuses bad ids with 400', async () => {
    for (const id of ['abc', '-1', '0', '1e99', "1' or '1'='1"])
      expect((await get(`Get?id=${encodeURIComponent(id)}`)).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('never shows one tenant rows to another', async () => {
    const other = await createTenant(api.database.db, 'iso', [
      { userName: 'isoadmin', roles: [ROLES.admin] },
      { userName: 'isosupplier', roles: [ROLES.supplier] },
    ]);
    const tenant2 = other.tenant.id;
    const login = await api.http
      .post('/api/TokenAuth/Authenticate')
      .set('Abp.TenantId', String(tenant2))
      .send({ userNameOrEmailAddress: 'isoadmin', password: '123qwe', selectRole: ROLES.admin });
    const token2 = login.body.result.accessToken;
    const seen = await get('GetPaged?MaxResultCount=1000', token2);
    expect(seen.body.result.items.map((u: { userName: string }) => u.userName).sort()).toEqual([
      'isoadmin',
      'isosupplier',
    ]);
    const tenant1User = (await get('GetPaged?Filter=' + encodeURIComponent("userName = 'purchaser'"))).body.result
      .items[0].id;
    expect((await get(`Get?id=${tenant1User}`, token2)).status).toBe(404);
    // The token's tenant wins over a header naming another tenant.
    const spoofed = await api.http
      .get('/api/services/app/User/GetPaged?MaxResultCount=1000')
      .set(bearer(token2))
      .set('Abp-TenantId', '1');
    expect(spoofed.body.result.totalCount).toBe(2);
    // A tenant-1 user name does not sign in under tenant 2.
    const cross = await api.http
      .post('/api/TokenAuth/Authenticate')
      .set('Abp-TenantId', String(tenant2))
      .send({ userNameOrEmailAddress: 'admin', password: '123qwe', selectRole: ROLES.admin });
    expect(cross.body.error.message).toBe('用户名或密码错误');
  });
});

describe('User/ChangePassword', () => {
  it('changes the own password after checking the current one', async () => {
    const token = await api.login('expert2', ROLES.expert);
    const wrong = await api.http
      .post('/api/services/app/User/ChangePassword')
      .set(bearer(token))
      .send({ currentPassword: 'nope', newPassword: 'newpass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.validationErrors).toEqual([{ message: '当前密码不正确', members: ['currentPassword'] }]);
    const short = await api.http
      .post('/api/services/app/User/ChangePassword')
      .set(bearer(token))
      .send({ currentPassword: '123qwe', newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error.validationErrors[0].members).toEqual(['newPassword']);
    await api.login('expert2', ROLES.expert);
    const done = await api.http
      .post('/api/services/app/User/ChangePassword')
      .set(bearer(token))
      .send({ currentPassword: '123qwe', newPassword: 'newpass1' });
    expect(done.body.result).toBe(true);
    await expect(api.login('expert2', ROLES.expert)).rejects.toThrow();
    await api.login('expert2', ROLES.expert, 'newpass1');
  });

  it('needs a signed-in user', async () => {
    const res = await api.http
      .post('/api/services/app/User/ChangePassword')
      .send({ currentPassword: '123qwe', newPassword: 'newpass1' });
    expect(res.status).toBe(401);
  });
});
