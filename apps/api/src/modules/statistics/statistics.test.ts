import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { users } from '../../db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createReportTenant } from '../../../test/report-data.ts';

let api: TestApi;
let reportTenant: number;
const tokens: Record<string, string> = {};
const APP = '/api/services/app';

beforeAll(async () => {
  api = await startTestApi();
  // The figures are those of a tenant of their own; the demo tenant's projects must never show up in them.
  const reports = await createReportTenant(api.database.db, api.deps.tokens, api.clock.now());
  reportTenant = reports.tenantId;
  for (const [key, user, role] of [
    ['admin', 'admin', ROLES.admin],
    ['agency', 'agency', ROLES.agency],
    ['purchaser', 'purchaser', ROLES.purchaser],
    ['supplier1', 'supplier1', ROLES.supplier],
    ['expert', 'expert1', ROLES.expert],
  ] as const) {
    tokens[key] = await reports.tokenFor(user, role);
  }
});
afterAll(() => api.close());

const get = async (who: string, path: string, query: Record<string, unknown> = {}) => {
  const res = await api.http.get(`${APP}/${path}`).set(bearer(tokens[who]!)).query(query);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body.error)}`);
  return res.body.result;
};

describe('project statistics', () => {
  it('counts the tenant by state, kind, method and month, with savings and bids', async () => {
    const stats = await get('admin', 'Statistics/GetProjectStatistics');
    expect(stats.total).toBe(5);
    expect(stats.byState).toEqual([
      { state: 2, count: 1 },
      { state: 4, count: 1 },
      { state: 5, count: 1 },
      { state: 7, count: 2 },
    ]);
    expect(stats.byKind).toEqual([
      { projectType: 1, count: 3 },
      { projectType: 2, count: 1 },
      { projectType: 3, count: 1 },
    ]);
    expect(stats.byMethod).toEqual([
      { winbidRule: 0, count: 1 },
      { winbidRule: 1, count: 3 },
      { winbidRule: 5, count: 1 },
    ]);
    expect(stats.byMonth).toEqual([
      { month: '2026-10', count: 1, budget: '1000.00', awardedAmount: '900.00' },
      { month: '2026-11', count: 4, budget: '800.00', awardedAmount: '450.50' },
    ]);
    expect(stats.savings).toEqual({
      awardedProjects: 2,
      budget: '1500.00',
      awardedAmount: '1350.50',
      savings: '149.50',
      savingsRate: '10.0',
    });
    expect(stats.bids).toEqual({
      projectsWithQuotes: 2,
      quotes: 5,
      bidders: 4,
      quotesPerProject: '2.50',
      biddersPerProject: '2.00',
    });
  });

  it('narrows to the caller’s own company and to a creation range', async () => {
    expect((await get('purchaser', 'Statistics/GetProjectStatistics')).total).toBe(4);
    const agency = await get('agency', 'Statistics/GetProjectStatistics', {
      fromTime: '2026-11-01T00:00:00Z',
      toTime: '2026-11-12T00:00:00Z',
    });
    expect([agency.total, agency.savings.savings, agency.bids.quotes]).toEqual([2, '49.50', 0]);
  });
});

describe('administrator reports', () => {
  it('reports the tenant only, with users, companies and money', async () => {
    const { items } = await get('admin', 'AbpTenantReport/GetAbpTenantReport');
    expect(items).toEqual([
      {
        tenantId: reportTenant,
        tenancyName: 'reports',
        name: '报表租户',
        isActive: true,
        users: 9,
        companies: 7,
        projects: 5,
        liveProjects: 1,
        closedProjects: 2,
        awardedAmount: '1350.50',
      },
    ]);
    const extend = await get('admin', 'AbpTenantReport/GetAbpTenantReportExtend');
    expect(extend).toMatchObject({
      users: 9,
      activeAccounts: 9,
      pendingReviews: 1,
      activeUsers30d: 3,
      projectsByMonth: [
        { month: '2026-10', count: 1 },
        { month: '2026-11', count: 4 },
      ],
    });
    expect(extend.usersByRole).toContainEqual({ role: ROLES.supplier, count: 3 });
    expect(extend.usersByRole).toContainEqual({ role: ROLES.agency, count: 2 });
  });

  it('ranks purchasing units and suppliers, paged', async () => {
    const purchasers = await get('admin', 'AbpTenantReport/GetPurchaserReport', { MaxResultCount: 1 });
    expect(purchasers).toEqual({
      totalCount: 2,
      items: [
        {
          companyId: expect.any(Number),
          companyName: '市第一人民医院',
          projects: 4,
          liveProjects: 1,
          closedProjects: 2,
          budget: '1800.00',
          awardedAmount: '1350.50',
        },
      ],
    });
    const suppliers = await get('admin', 'AbpTenantReport/GetSupplierReport');
    expect(suppliers.totalCount).toBe(3);
    expect(
      suppliers.items.map((s: Record<string, unknown>) => [
        s.companyName,
        s.wins,
        s.quotes,
        s.quotedProjects,
        s.signUps,
        s.awardedAmount,
      ]),
    ).toEqual([
      ['北京远航科技有限公司', 1, 3, 2, 1, '900.00'],
      ['上海恒信办公设备有限公司', 1, 1, 1, 1, '450.50'],
      ['广州南方医疗器械有限公司', 0, 1, 1, 1, '0.00'],
    ]);
  });

  it('narrows the company reports to a date range', async () => {
    const all = { fromTime: '2000-01-01T00:00:00Z', toTime: '2100-01-01T00:00:00Z' };
    const later = { fromTime: '2090-01-01T00:00:00Z' };
    expect((await get('admin', 'AbpTenantReport/GetPurchaserReport', all)).totalCount).toBe(2);
    expect(await get('admin', 'AbpTenantReport/GetPurchaserReport', later)).toEqual({ totalCount: 0, items: [] });
    expect((await get('admin', 'AbpTenantReport/GetSupplierReport', all)).totalCount).toBe(3);
    expect(await get('admin', 'AbpTenantReport/GetSupplierReport', later)).toEqual({ totalCount: 0, items: [] });
    const bad = await api.http
      .get(`${APP}/AbpTenantReport/GetSupplierReport`)
      .set(bearer(tokens.admin!))
      .query({ fromTime: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors[0].members).toEqual(['fromTime']);
  });
});

describe('screen and home counters', () => {
  it('counts live windows, bidders and quotes by the server clock', async () => {
    const screen = await get('agency', 'ScreenCount/GetScreenCount');
    expect(screen).toMatchObject({
      liveWindows: 1,
      upcomingWindows: 0,
      liveBidders: 2,
      quotesLastMinute: 1,
      quotesToday: 3,
      projects: 5,
      closedProjects: 2,
      awardedAmount: '1350.50',
    });
    api.clock.advance(11 * 60_000);
    expect(await get('agency', 'ScreenCount/GetScreenCount')).toMatchObject({
      liveWindows: 0,
      liveBidders: 0,
      quotesLastMinute: 0,
    });
    api.clock.advance(-11 * 60_000);
  });

  it('gives each role its own home counters', async () => {
    expect(await get('agency', 'ScreenCount/GetAgencyNum')).toMatchObject({
      projects: 4,
      liveWindows: 1,
      researchProjects: 1,
      pendingSignUps: 1,
    });
    expect(await get('purchaser', 'ScreenCount/GetCgrNum')).toMatchObject({
      projects: 4,
      waitCheckNum: 0,
      waitResultNum: 0,
      savings: { savings: '149.50' },
    });
    expect(await get('supplier1', 'ScreenCount/GetGysNum')).toEqual({
      signUps: 1,
      passedSignUps: 1,
      pendingSignUps: 0,
      quotedProjects: 2,
      quotes: 3,
      wins: 1,
      awardedAmount: '900.00',
      // The one project open for sign-up is joined already: nothing left to sign up to (未参与项目).
      openProjects: 0,
    });
    expect(await get('admin', 'ScreenCount/GetGlyNum')).toMatchObject({
      users: 9,
      pendingReviews: 1,
      purchasers: 2,
      agencies: 2,
      suppliers: 3,
      experts: 2,
      projects: 5,
      liveWindows: 1,
      quotesToday: 3,
    });
  });
});

describe('report access', () => {
  it('refuses roles a report is not for', async () => {
    const status = async (who: string, path: string) =>
      (await api.http.get(`${APP}/${path}`).set(bearer(tokens[who]!))).status;
    expect(await status('supplier1', 'Statistics/GetProjectStatistics')).toBe(403);
    expect(await status('agency', 'AbpTenantReport/GetAbpTenantReport')).toBe(403);
    expect(await status('purchaser', 'AbpTenantReport/GetSupplierReport')).toBe(403);
    expect(await status('agency', 'ScreenCount/GetCgrNum')).toBe(403);
    expect(await status('purchaser', 'ScreenCount/GetGlyNum')).toBe(403);
    expect((await api.http.get(`${APP}/ScreenCount/GetScreenCount`)).status).toBe(401);
    // The big screen is the staff's and the parties' (audience policy).
    expect(await status('expert', 'ScreenCount/GetScreenCount')).toBe(403);
  });

  it('refuses bad input with validationErrors', async () => {
    const res = await api.http
      .get(`${APP}/Statistics/GetProjectStatistics`)
      .set(bearer(tokens.admin!))
      .query({ fromTime: 'yesterday', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors.map((e: { members: string[] }) => e.members[0]).sort()).toEqual([
      'extra',
      'fromTime',
    ]);
    expect(
      (
        await api.http
          .get(`${APP}/AbpTenantReport/GetPurchaserReport`)
          .set(bearer(tokens.admin!))
          .query({ MaxResultCount: 5000 })
      ).status,
    ).toBe(400);
  });

  it('lets a host administrator (no tenant) see every tenant', async () => {
    const [host] = await api.database.db
      .insert(users)
      .values({
        tenantId: null,
        userName: 'host-admin',
        name: '平台',
        passwordHash: 'x',
        roles: [ROLES.admin],
        isReview: 1,
      })
      .returning();
    const issued = await api.deps.tokens.issue({
      sub: String(host!.id),
      tenantId: null,
      role: ROLES.admin,
      roles: [ROLES.admin],
    });
    tokens.host = issued.accessToken;
    const { items } = await get('host', 'AbpTenantReport/GetAbpTenantReport');
    expect(items.map((t: { tenantId: number }) => t.tenantId)).toEqual([1, reportTenant]);
    expect(items[1]).toMatchObject({ projects: 5, awardedAmount: '1350.50' });
    const all = await get('host', 'Statistics/GetProjectStatistics');
    expect(all.total).toBe(items[0].projects + items[1].projects);
  });
});
