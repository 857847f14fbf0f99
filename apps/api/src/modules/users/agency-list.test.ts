import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { hashPassword } from '../../auth/passwords.ts';
import { companies, users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';

let api: TestApi;
let purchaser: string;
beforeAll(async () => {
  api = await startTestApi();
  purchaser = await api.login('purchaser', ROLES.purchaser);
});
afterAll(() => api.close());

type Agency = { companyId: number; companyName: string; contactName: string | null; agentNames: string[] };
const agencies = (query = '', token = purchaser) =>
  api.http.get(`/api/services/app/User/GetAgencyList${query}`).set(bearer(token));
const firms = (res: { body: { result: { items: Agency[] } } }) => res.body.result.items.map((a) => a.companyName);
const SEEDED = ['华信招标代理有限公司', '城建综合服务集团'];

describe('User/GetAgencyList', () => {
  it('lists the agency firms of the tenant with their agents, for a purchaser', async () => {
    const res = await agencies('?MaxResultCount=100').expect(200);
    expect(res.body.result.totalCount).toBe(2);
    expect(firms(res).sort()).toEqual([...SEEDED].sort());
    const huaxin = res.body.result.items.find((a: Agency) => a.companyName === '华信招标代理有限公司');
    expect(huaxin).toEqual({
      companyId: expect.any(Number),
      companyName: '华信招标代理有限公司',
      contactName: '张伟',
      agentNames: ['张代理'],
    });
  });

  it('searches by the firm name or an agent name, with no wildcard characters', async () => {
    expect(firms(await agencies(`?keyword=${encodeURIComponent('华信')}`))).toEqual(['华信招标代理有限公司']);
    expect(firms(await agencies(`?keyword=${encodeURIComponent('周兼职')}`))).toEqual(['城建综合服务集团']);
    expect(firms(await agencies(`?keyword=${encodeURIComponent('  multi ')}`))).toEqual(['城建综合服务集团']);
    for (const wildcard of ['%', '_', "' or '1'='1"])
      expect((await agencies(`?keyword=${encodeURIComponent(wildcard)}`)).body.result.totalCount).toBe(0);
  });

  it('pages: SkipCount and MaxResultCount, with the total of all pages', async () => {
    const first = await agencies('?MaxResultCount=1');
    const second = await agencies('?MaxResultCount=1&SkipCount=1');
    const past = await agencies('?MaxResultCount=1&SkipCount=2');
    expect([first.body.result.totalCount, second.body.result.totalCount, past.body.result.totalCount]).toEqual([
      2, 2, 2,
    ]);
    expect(first.body.result.items).toHaveLength(1);
    expect(second.body.result.items).toHaveLength(1);
    expect([...firms(first), ...firms(second)].sort()).toEqual([...SEEDED].sort());
    expect(past.body.result.items).toEqual([]);
    expect((await agencies('?MaxResultCount=0')).status).toBe(400);
    expect((await agencies(`?keyword=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('leaves out firms whose agents are disabled or not approved, and users without the agency role', async () => {
    const admin = await api.login('admin', ROLES.admin);
    const agencyId = (
      await api.http
        .get('/api/services/app/User/GetPaged?Filter=' + encodeURIComponent("userName = 'agency'"))
        .set(bearer(admin))
    ).body.result.items[0].id;
    await api.http.post('/api/services/app/User/Disable').set(bearer(admin)).send({ id: agencyId }).expect(200);
    expect(firms(await agencies())).toEqual(['城建综合服务集团']);
    await api.http.post('/api/services/app/User/Enable').set(bearer(admin)).send({ id: agencyId }).expect(200);

    const db = api.database.db;
    const [pending] = await db.insert(companies).values({ tenantId: 1, companyName: '待审代理公司' }).returning();
    await db.insert(users).values({
      tenantId: 1,
      userName: 'pendingagency',
      name: '待审',
      passwordHash: await hashPassword('123qwe'),
      roles: [ROLES.agency],
      companyId: pending!.id,
      isReview: 0,
    });
    const res = await agencies('?MaxResultCount=100');
    expect(firms(res)).not.toContain('待审代理公司');
    expect(firms(res)).not.toContain('上海恒信办公设备有限公司');
    expect(res.body.result.totalCount).toBe(2);
  });

  it("shows only the caller's tenant, whatever tenant header it sends", async () => {
    const other = await createTenant(api.database.db, 'agencies2', [
      { userName: 'buyer2', roles: [ROLES.purchaser] },
      { userName: 'agent2', roles: [ROLES.agency] },
    ]);
    const login = await api.http
      .post('/api/TokenAuth/Authenticate')
      .set('Abp.TenantId', String(other.tenant.id))
      .send({ userNameOrEmailAddress: 'buyer2', password: '123qwe', selectRole: ROLES.purchaser });
    const token2 = login.body.result.accessToken as string;
    const seen = await agencies('?MaxResultCount=100', token2).set('Abp-TenantId', '1');
    expect(seen.body.result).toEqual({
      totalCount: 1,
      items: [
        { companyId: other.company.id, companyName: 'agencies2 公司', contactName: null, agentNames: ['agent2'] },
      ],
    });
    expect(firms(await agencies('?MaxResultCount=100'))).not.toContain('agencies2 公司');
  });

  it('is for purchasers and administrators: other roles get 403, anonymous callers 401', async () => {
    expect((await agencies('', await api.login('admin', ROLES.admin))).status).toBe(200);
    for (const [user, role] of [
      ['agency', ROLES.agency],
      ['supplier1', ROLES.supplier],
      ['expert1', ROLES.expert],
    ] as const) {
      const res = await agencies('', await api.login(user, role));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, result: null, __abp: true });
    }
    const anonymous = await api.http.get('/api/services/app/User/GetAgencyList');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.unAuthorizedRequest).toBe(true);
  });

  it('is listed in the OpenAPI document with User/Update', async () => {
    const doc = (await api.http.get('/swagger/v1/swagger.json')).body;
    expect(doc.paths['/api/services/app/User/GetAgencyList']).toHaveProperty('get');
    expect(doc.paths['/api/services/app/User/Update']).toHaveProperty('put');
  });
});
