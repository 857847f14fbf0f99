import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { projects } from '../../db/lifecycle-schema.ts';
import { companies, users } from '../../db/schema.ts';
import { LIVE_PROJECT_NAME } from '../../seed/live-round.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
const byName = new Map<string, { id: number; state: number }>();

/** A token for a user made here (no argon2 sign-in needed). */
async function tokenFor(userId: number, tenantId: number, role: RoleName) {
  return (await api.deps.tokens.issue({ sub: String(userId), tenantId, role, roles: [role] })).accessToken;
}

/** A second firm in the demo tenant with one user in `role`. */
async function otherFirm(name: string, role: RoleName) {
  const db = api.database.db;
  const [firm] = await db.insert(companies).values({ tenantId: 1, companyName: name }).returning();
  const [user] = await db
    .insert(users)
    .values({
      tenantId: 1,
      userName: `u-${firm!.id}`,
      name,
      passwordHash: 'x',
      roles: [role],
      companyId: firm!.id,
      isReview: 1,
    })
    .returning();
  return tokenFor(user!.id, 1, role);
}

beforeAll(async () => {
  api = await startTestApi();
  for (const [user, role] of [
    ['purchaser', ROLES.purchaser],
    ['agency', ROLES.agency],
    ['supplier1', ROLES.supplier],
    ['expert1', ROLES.expert],
    ['admin', ROLES.admin],
  ] as const) {
    tokens[user] = await api.login(user, role);
  }
  tokens.otherPurchaser = await otherFirm('另一采购单位', ROLES.purchaser);
  tokens.otherAgency = await otherFirm('另一代理机构', ROLES.agency);
  const other = await createTenant(api.database.db, 'other', [
    { userName: 'p2', roles: [ROLES.purchaser] },
    { userName: 's2', roles: [ROLES.supplier] },
    { userName: 'a2', roles: [ROLES.admin] },
  ]);
  const [p2, s2, a2] = other.users;
  tokens.tenant2Purchaser = await tokenFor(p2!.id, other.tenant.id, ROLES.purchaser);
  tokens.tenant2Supplier = await tokenFor(s2!.id, other.tenant.id, ROLES.supplier);
  tokens.tenant2Admin = await tokenFor(a2!.id, other.tenant.id, ROLES.admin);
  for (const p of await api.database.db.select().from(projects)) byName.set(p.name, { id: p.id, state: p.state });
});
afterAll(() => api.close());

const get = (path: string, who: string, query: object = {}) =>
  api.http.get(`/api/services/app/${path}`).set(bearer(tokens[who]!)).query(query);
const post = (path: string, who: string, body: object = {}) =>
  api.http.post(`/api/services/app/${path}`).set(bearer(tokens[who]!)).send(body);
const statesSeen = async (who: string) =>
  ((await get('Sproject/GetPaged', who, { MaxResultCount: 1000 })).body.result.items as Array<{ state: number }>)
    .map((p) => p.state)
    .sort();

describe('the demo seed', () => {
  it('has projects in every state 0-9 and the live project opening a minute after seeding', async () => {
    expect(await statesSeen('admin')).toEqual([0, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9]);
    const live = (await get('Sproject/GetSprojectDetail', 'agency', { id: byName.get(LIVE_PROJECT_NAME)!.id })).body
      .result;
    expect(live).toMatchObject({ state: 5, winbidRule: 1 });
    expect(Date.parse(live.uppriceFromTime)).toBe(api.clock.now().getTime() + 60_000);
    expect((await get('PbSetting/Get', 'supplier1', { projectId: live.id })).body.result).toMatchObject({
      disclosure: 3,
      saved: true,
    });
    const bidders = await get('Sproject/GetUppriceSupplierList', 'agency', { projectId: live.id });
    expect(bidders.body.result.items.map((b: { companyName: string }) => b.companyName)).toEqual([
      '北京远航科技有限公司',
      '上海恒信办公设备有限公司',
      '广州南方医疗器械有限公司',
    ]);
  });
});

describe('scoping by role', () => {
  it('gives each role its own projects', async () => {
    expect(await statesSeen('purchaser')).toEqual([0, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9]);
    expect(await statesSeen('agency')).toEqual([0, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9]);
    expect(await statesSeen('supplier1')).toEqual([5, 5, 6, 7, 8, 9]);
    expect(await statesSeen('expert1')).toEqual([]);
    expect(await statesSeen('otherPurchaser')).toEqual([]);
    // An agency firm sees the project no agency took yet, and nothing handled by another.
    expect(await statesSeen('otherAgency')).toEqual([0]);
  });

  it("answers 404 for a project out of the caller's scope", async () => {
    const draft = byName.get('信息科服务器扩容')!.id;
    expect((await get('Sproject/GetSprojectDetail', 'supplier1', { id: draft })).status).toBe(404);
    expect((await get('Sproject/GetSprojectDetail', 'otherPurchaser', { id: draft })).status).toBe(404);
    expect((await get('PbSetting/Get', 'expert1', { projectId: draft })).status).toBe(404);
  });

  it('masks quotes as each role may see them', async () => {
    const id = byName.get('打印耗材网上竞价')!.id;
    const agencyList = (await get('Sproject/GetSprojectPriceList', 'agency', { projectId: id })).body.result.items;
    expect(agencyList.map((q: { amount: string }) => q.amount)).toEqual([
      '98000.00',
      '96500.00',
      '97200.00',
      '95800.00',
    ]);
    const own = (await get('Sproject/GetSprojectPriceList', 'supplier1', { projectId: id })).body.result.items;
    expect(own.map((q: { amount: string }) => q.amount)).toEqual(['98000.00', '95800.00']);
    const mine = (await get('Sproject/GetMyQuotedSprojectDetail', 'supplier1', { projectId: id })).body.result;
    expect(mine).toMatchObject({ eApply: { status: 1 }, quotes: [{ seq: 1 }, { seq: 4 }] });
  });

  it('answers the purchaser menu list and the agency counts', async () => {
    const list = await post('Sproject/GetListByRole', 'purchaser', { role: ROLES.purchaser });
    expect(list.body.result.filter((p: { state: number }) => p.state === 2 || p.state === 6)).toHaveLength(2);
    expect((await post('Sproject/GetListByRole', 'purchaser', { role: ROLES.agency })).status).toBe(403);
    const counts = (await get('MenuNum/GetCgrNum', 'agency')).body.result;
    // 0 (untaken), 1 and 3 to draft; requirements 1 and 2 (their own list); 4 to publish; one project with a sign-up pending.
    expect(counts).toEqual({
      waitEditNum: 3,
      waitRfqNum: 2,
      waitHangNetNum: 1,
      waitApplyNum: 1,
      waitConfirmNum: 0,
      waitUserAuditNum: 0,
    });
    expect((await get('MenuNum/GetCgrNum', 'purchaser')).status).toBe(403);
  });
});

describe('the other Sproject calls', () => {
  it('answer each role within its scope', async () => {
    const ids = (r: { body: { result: { items: Array<{ id: number; projectName: string }> } } }) =>
      r.body.result.items.map((p) => p.projectName).sort();
    expect(ids(await get('Sproject/GetEndGameList', 'purchaser'))).toEqual([
      '打印耗材网上竞价',
      '消毒设备网上竞价',
      '食堂餐具网上竞价',
    ]);
    expect(ids(await get('Sproject/GetMyBidList', 'supplier1', { MaxResultCount: 100 }))).toEqual(
      ['打印耗材网上竞价', '消毒设备网上竞价', LIVE_PROJECT_NAME].sort(),
    );
    expect(
      (await get('Sproject/GetIndexProjectList', 'supplier1', { MaxResultCount: 100 })).body.result.totalCount,
    ).toBe(6);
    expect((await get('Sproject/GetSprojectDetailByExpertId', 'expert1')).body.result.totalCount).toBe(0);
    expect((await get('Sproject/GetResearchEApplyList', 'agency')).body.result.totalCount).toBe(0);
    const signUps = await get('Sproject/GetSprojectEApplyList', 'agency', {
      projectId: byName.get(LIVE_PROJECT_NAME)!.id,
    });
    expect(signUps.body.result.items.map((e: { status: number }) => e.status)).toEqual([1, 1, 1]);
    const content = await get('Sproject/GetSprojectContentByProjectId', 'supplier1', {
      projectId: byName.get(LIVE_PROJECT_NAME)!.id,
    });
    expect(content.body.result).toMatchObject({ projectName: LIVE_PROJECT_NAME, content: expect.any(String) });
    expect(
      (await get('Sproject/GetSprojectDetailByProjectId', 'purchaser', { projectId: byName.get('检验科试剂采购')!.id }))
        .body.result.state,
    ).toBe(4);
    expect((await get('Sproject/GetSprojectEntity', 'purchaser')).body.result).toMatchObject({
      id: 0,
      state: 0,
      winbidRule: 1,
    });
    const [a, b] = [
      await post('Sproject/CreateProjectNum', 'agency'),
      await post('Sproject/CreateProjectNum', 'purchaser'),
    ];
    expect(a.body.result.projectNum).not.toBe(b.body.result.projectNum);
    expect(b.body.result.projectNum).toMatch(/^CG-\d{4}-\d{4}$/);
  });

  it('deletes a project before publication only', async () => {
    expect((await post('Sproject/DelProject', 'purchaser', { id: byName.get('门诊楼空调维保服务')!.id })).status).toBe(
      200,
    );
    expect(
      (await get('Sproject/GetSprojectDetail', 'purchaser', { id: byName.get('门诊楼空调维保服务')!.id })).status,
    ).toBe(404);
    const published = await post('Sproject/DelProject', 'agency', { id: byName.get('办公家具网上竞价')!.id });
    expect(published.status).toBe(500);
    expect(published.body.error.message).toContain('已发布');
  });
});

describe('the project record (ProjectAudit)', () => {
  it('writes items as the caller, lists them newest first, lets only the author edit', async () => {
    const id = byName.get('办公家具网上竞价')!.id;
    const written = await post('ProjectAudit/CreateOrUpdate', 'purchaser', {
      projectId: id,
      comment: '已电话确认供货周期',
      status: 1,
    });
    expect(written.body.result).toMatchObject({
      projectId: id,
      sponsorName: '李采购',
      sponsorRoles: ROLES.purchaser,
      companyName: '市第一人民医院',
    });
    const page = (
      await get('ProjectAudit/GetPaged', 'agency', { Filter: `projectId = ${id}`, MaxResultCount: 1000, SkipCount: 0 })
    ).body.result;
    expect(page.items[0]).toMatchObject({ id: written.body.result.id, comment: '已电话确认供货周期' });
    expect(page.items.map((h: { typeValue: number | null }) => h.typeValue)).toEqual([null, 12, 6, 5, 3, 2, 1]);
    const times = page.items.map((h: { creationTime: string }) => Date.parse(h.creationTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const foreign = await post('ProjectAudit/CreateOrUpdate', 'agency', {
      id: written.body.result.id,
      projectId: id,
      comment: '改写',
    });
    expect(foreign.status).toBe(500);
  });
});

describe('tenant isolation', () => {
  it('shows another tenant nothing and lets it change nothing', async () => {
    const id = byName.get('办公家具网上竞价')!.id;
    expect(await statesSeen('tenant2Admin')).toEqual([]);
    expect(await statesSeen('tenant2Supplier')).toEqual([]);
    expect((await get('Sproject/GetSprojectDetail', 'tenant2Admin', { id })).status).toBe(404);
    expect((await post(`Sproject/UpStatus?id=${id}&state=9`, 'tenant2Admin')).status).toBe(404);
    expect((await post('EApply/Submit', 'tenant2Supplier', { projectId: id })).status).toBe(404);
    const history = await get('ProjectAudit/GetPaged', 'tenant2Purchaser', {
      Filter: `projectId = ${id}`,
      MaxResultCount: 1000,
    });
    expect(history.body.result).toEqual({ totalCount: 0, items: [] });
    expect(
      (await post('ProjectAudit/CreateOrUpdate', 'tenant2Purchaser', { projectId: id, comment: '越权写入' })).status,
    ).toBe(404);
    const [after] = await api.database.db.select().from(projects).where(eq(projects.id, id));
    expect(after!.state).toBe(5);
  });
});
