import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { outbox } from '../../db/lifecycle-schema.ts';
import { users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startTestApi();
  tokens.purchaser = await api.login('purchaser', ROLES.purchaser);
  tokens.agency = await api.login('agency', ROLES.agency);
  tokens.supplier1 = await api.login('supplier1', ROLES.supplier);
  tokens.supplier2 = await api.login('supplier2', ROLES.supplier);
});
afterAll(() => api.close());

const post = (path: string, who: string, body: object = {}) =>
  api.http.post(`/api/services/app/${path}`).set(bearer(tokens[who]!)).send(body);
const get = (path: string, who: string, query: object = {}) =>
  api.http.get(`/api/services/app/${path}`).set(bearer(tokens[who]!)).query(query);
const upStatus = (id: number, state: number, who: string, body: object = {}) =>
  post(`Sproject/UpStatus?id=${id}&state=${state}`, who, body);

describe('a project from creation to sign-up', () => {
  let id: number;

  it('walks 0 -> 1 -> 2 -> 4 -> 5 with its history, events and a sign-up', async () => {
    const created = await post('Sproject/CreateOrUpdateInfo', 'purchaser', {
      projectName: '办公电脑采购',
      budget: '120000.50',
      winbidRule: 1,
    });
    expect(created.status).toBe(200);
    id = created.body.result.id;
    expect(created.body.result).toMatchObject({
      state: 0,
      projectNum: expect.stringMatching(/^CG-\d{4}-\d{4}$/),
      budget: '120000.50',
      projectType: 1,
    });

    expect((await upStatus(id, 1, 'agency')).body.result).toMatchObject({
      state: 1,
      agencyCompanyName: '华信招标代理有限公司',
    });
    const now = api.clock.now().getTime();
    const times = {
      applyToTime: new Date(now + HOUR).toISOString(),
      uppriceFromTime: new Date(now + 2 * HOUR).toISOString(),
      uppriceToTime: new Date(now + 3 * HOUR).toISOString(),
    };
    const edited = await post('Sproject/CreateOrUpdate', 'agency', {
      id,
      projectName: '办公电脑采购',
      winbidRule: 1,
      ...times,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.uppriceToTime).toBe(times.uppriceToTime);
    const settings = await api.http
      .put('/api/services/app/PbSetting/Update')
      .set(bearer(tokens.agency!))
      .send({
        projectId: id,
        minStep: '10',
        minStepKind: 'amount',
        mustBeatBest: false,
        priceCap: '150000',
        startPrice: null,
        maxQuotes: 5,
        softClose: {
          enabled: true,
          triggerSeconds: 30,
          extendSeconds: 60,
          trigger: 'any',
          maxExtensions: 3,
          maxTotalExtensionSeconds: 180,
        },
        minBidders: 2,
        disclosure: 3,
      });
    expect(settings.status).toBe(200);
    expect(settings.body.result).toMatchObject({ priceCap: '150000.00', saved: true });

    expect((await upStatus(id, 2, 'agency')).status).toBe(200);
    expect((await upStatus(id, 4, 'purchaser')).status).toBe(200);
    const published = await upStatus(id, 5, 'agency');
    expect(published.status).toBe(200);
    expect(published.body.result.state).toBe(5);

    const signUp = await post('EApply/Submit', 'supplier1', {
      projectId: id,
      linkman: '赵强',
      linkPhone: '13900000001',
    });
    expect(signUp.status).toBe(200);
    const audited = await post('EApply/Audit', 'agency', {
      id: signUp.body.result.id,
      status: 2,
      comment: '资质文件不全',
    });
    expect(audited.body.result).toMatchObject({ status: 2, comment: '资质文件不全' });
    const again = await post('EApply/Submit', 'supplier1', { projectId: id });
    expect(again.body.result).toMatchObject({ id: signUp.body.result.id, status: 0 });
    expect((await post('EApply/Audit', 'agency', { id: signUp.body.result.id, status: 1 })).body.result.status).toBe(1);
    // Each audit reaches the applicant's users, who may not join the hall yet: a push naming nothing.
    const [applicant] = await api.database.db.select().from(users).where(eq(users.userName, 'supplier1'));
    const pushed = await api.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, applicant!.id), eq(outbox.type, 'badge.counts')));
    expect(pushed.map((r) => r.payload)).toEqual([
      { userId: applicant!.id, role: ROLES.supplier, counts: {} },
      { userId: applicant!.id, role: ROLES.supplier, counts: {} },
    ]);

    const history = await get('ProjectAudit/GetPaged', 'purchaser', {
      Filter: `projectId = ${id}`,
      MaxResultCount: 1000,
      SkipCount: 0,
    });
    expect(history.body.result.items.map((h: { typeValue: number }) => h.typeValue)).toEqual([
      13, 12, 14, 12, 6, 5, 3, 2, 1,
    ]);
    expect(history.body.result.items[2].comment).toBe('报名退回：资质文件不全');

    const events = await api.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.projectId, id)));
    expect(events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'project.state'],
      [2, 'project.state'],
      [3, 'project.state'],
      [4, 'project.state'],
      [5, 'window.changed'],
      [6, 'signup.audited'],
      [7, 'signup.audited'],
    ]);
  });

  it('scopes what each role sees', async () => {
    expect((await get('Sproject/GetSprojectDetail', 'supplier2', { id })).status).toBe(200);
    const unjoined = await get('Sproject/GetSprojectUnEApplyList', 'supplier2');
    expect(unjoined.body.result.items.map((p: { id: number }) => p.id)).toContain(id);
    const joined = await get('Sproject/GetSprojectUnEApplyList', 'supplier1');
    expect(joined.body.result.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const mine = await get('Sproject/GetSprojectEApplyList', 'supplier2', { projectId: id });
    expect(mine.body.result.totalCount).toBe(0);
    const counts = await get('MenuNum/GetCgrNum', 'agency');
    expect(counts.status).toBe(200);
    expect(counts.body.result).toEqual(
      expect.objectContaining({ waitApplyNum: expect.any(Number), waitUserAuditNum: expect.any(Number) }),
    );
  });
});
