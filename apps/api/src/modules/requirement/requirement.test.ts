import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { outbox } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { databaseRows } from '../../../test/database-rows.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
let agencyCompanyId: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens.purchaser = await api.login('purchaser', ROLES.purchaser);
  tokens.agency = await api.login('agency', ROLES.agency);
  tokens.supplier2 = await api.login('supplier2', ROLES.supplier);
  tokens.supplier3 = await api.login('supplier3', ROLES.supplier);
  agencyCompanyId = (await api.database.db.select().from(users).where(eq(users.userName, 'agency')))[0]!.companyId!;
});
afterAll(() => api.close());

const post = (path: string, who: string, body: object = {}, lang = 'zh-CN') =>
  api.http.post(`/api/services/app/${path}`).set(bearer(tokens[who]!)).set('Accept-Language', lang).send(body);
const get = (path: string, who: string, query: object = {}) =>
  api.http.get(`/api/services/app/${path}`).set(bearer(tokens[who]!)).query(query);

describe('requirements 0-5', () => {
  it('are raised, sent, received, drafted into a project and returned with a reason', async () => {
    const created = await post('Requirement/CreateOrUpdate', 'purchaser', { name: '手术器械采购需求', budget: 88000 });
    expect(created.body.result).toMatchObject({ state: 0, budget: '88000.00' });
    const id = created.body.result.id;
    expect((await post('Requirement/Send', 'purchaser', { id })).status).toBe(500);
    await post('Requirement/CreateOrUpdate', 'purchaser', { id, name: '手术器械采购需求', agencyCompanyId });
    expect((await post('Requirement/Send', 'purchaser', { id })).body.result.state).toBe(1);
    expect((await post('Requirement/Receive', 'purchaser', { id })).status).toBe(403);
    expect((await post('Requirement/Receive', 'agency', { id })).body.result.state).toBe(2);
    const drafted = await post('Requirement/DraftProject', 'agency', { id });
    expect(drafted.body.result).toMatchObject({ state: 3, projectId: expect.any(Number) });
    const project = await get('Sproject/GetSprojectDetail', 'purchaser', { id: drafted.body.result.projectId });
    expect(project.body.result).toMatchObject({
      state: 0,
      projectName: '手术器械采购需求',
      requirementId: id,
      agencyCompanyId,
    });
    const returned = await post('Requirement/Return', 'purchaser', { id, reason: '预算需调整' });
    expect(returned.body.result).toMatchObject({ state: 4, returnReason: '预算需调整' });
    const refused = await post('Requirement/Pass', 'purchaser', { id });
    expect(refused.status).toBe(500);
    expect(refused.body.error.message).toContain('退回');
    expect((await post('Requirement/CreateOrUpdate', 'purchaser', { id, name: '改名' })).status).toBe(500);
    const list = await get('Requirement/GetPaged', 'agency', { state: 4 });
    expect(list.body.result.items.map((r: { id: number }) => r.id)).toContain(id);
  });
});

describe('foreign ids', () => {
  it('answers 400 naming agencyCompanyId for an unknown firm, and stores nothing', async () => {
    const before = await get('Requirement/GetPaged', 'purchaser', { MaxResultCount: 1000 });
    const res = await post('Requirement/CreateOrUpdate', 'purchaser', { name: '未知代理', agencyCompanyId: 987654 });
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors).toEqual([expect.objectContaining({ members: ['agencyCompanyId'] })]);
    const after = await get('Requirement/GetPaged', 'purchaser', { MaxResultCount: 1000 });
    expect(after.body.result.totalCount).toBe(before.body.result.totalCount);
  });

  it('answers 400 naming agencyCompanyId for a firm that is no agency, in a requirement and in a project', async () => {
    const byName = async (userName: string) =>
      (await api.database.db.select().from(users).where(eq(users.userName, userName)))[0]!.companyId!;
    const before = await databaseRows(api.database.db);
    for (const firm of [await byName('supplier1'), await byName('purchaser')]) {
      for (const [path, body] of [
        ['Requirement/CreateOrUpdate', { name: '错选代理', agencyCompanyId: firm }],
        ['Sproject/CreateOrUpdate', { projectName: '错选代理项目', agencyCompanyId: firm }],
      ] as const) {
        const res = await post(path, 'purchaser', body, 'en-US');
        expect(res.status, path).toBe(400);
        expect(res.body.error.validationErrors, path).toEqual([
          { message: 'The firm chosen is not an agency; choose an agency', members: ['agencyCompanyId'] },
        ]);
      }
    }
    expect(await databaseRows(api.database.db)).toEqual(before);
  });
});

describe('sign-up', () => {
  it('is open in state 5 before applyToTime, once per firm, again after a return; audits emit signup.audited', async () => {
    const open = (await get('Sproject/GetSprojectUnEApplyList', 'supplier2', { MaxResultCount: 100 })).body.result
      .items;
    const furniture = open.find((p: { projectName: string }) => p.projectName === '办公家具网上竞价');
    const first = await post('EApply/Submit', 'supplier2', { projectId: furniture.id, content: '已阅读招标文件' });
    expect(first.body.result).toMatchObject({ status: 0, companyName: '上海恒信办公设备有限公司' });
    const twice = await post('EApply/Submit', 'supplier2', { projectId: furniture.id });
    expect(twice.status).toBe(500);
    api.clock.advance(1_000); // orders the badge rows of the submit and of the audit
    const audit = await post('EApply/Audit', 'agency', { id: first.body.result.id, status: 1 });
    expect(audit.body.result.status).toBe(1);
    expect(
      (await post('EApply/Audit', 'agency', { id: first.body.result.id, status: 2, comment: '再次审核' })).status,
    ).toBe(500);
    const events = await api.database.db.select().from(outbox).where(eq(outbox.projectId, furniture.id));
    expect(events.map((e) => [e.type, (e.payload as { status: number }).status])).toEqual([['signup.audited', 1]]);
    // The agency's badge was recounted with each change; it counts projects with sign-ups waiting
    // (the rows of /bid/checkSign): the furniture project, still waiting on supplier1's after the audit.
    const agencyUser = (await api.database.db.select().from(users).where(eq(users.userName, 'agency')))[0]!;
    const badges = await api.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'badge.counts'), eq(outbox.userId, agencyUser.id)))
      .orderBy(asc(outbox.createdAt));
    const pending = badges.map((b) => (b.payload as { counts: { waitApplyNum: number } }).counts.waitApplyNum);
    expect(pending.slice(-2)).toEqual([1, 1]);

    const live = open.find((p: { projectName: string }) => p.projectName.includes('实时'));
    expect(live).toBeUndefined();
    api.clock.advance(4 * 24 * 3_600_000);
    const late = await post('EApply/Submit', 'supplier3', { projectId: furniture.id });
    expect(late.status).toBe(500);
    expect(late.body.error.message).toContain('报名');
  });
});
