import { AbpTenantReport, ScreenCount, Statistics } from '@bidhall/contracts/routes/statistics';
import { SCREEN_ROLES } from '@bidhall/domain/audience-policy';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { purchaserReport, supplierReport } from './company-report.ts';
import { adminNum, agencyNum, purchaserNum } from './home-num.ts';
import { projectStatistics } from './project-statistics.ts';
import { scopeOf } from './scope.ts';
import { screenActivity } from './screen-activity.ts';
import { screenCount, supplierNum } from './screen-count.ts';
import { tenantReport, tenantReportExtend } from './tenant-report.ts';

const ADMIN = { roles: [ROLES.admin] } as const;
const only = (role: RoleName) => ({ roles: [role] }) as const;

/** Statistics/GetProjectStatistics: projects of the caller's scope (own company, or the tenant). */
export const statisticsService = service(Statistics, [
  endpoint(Statistics.GetProjectStatistics, {
    summary: 'Counts by state, kind, method and month; budget against awarded amount; bids per project',
    access: { roles: [ROLES.admin, ROLES.agency, ROLES.purchaser] },
    handle: async (ctx, input) => projectStatistics(ctx.db, await scopeOf(ctx), input),
  }),
]);

/** Administrator reports: tenants, platform data, all purchasers and all suppliers with figures. */
export const tenantReportService = service(AbpTenantReport, [
  endpoint(AbpTenantReport.GetAbpTenantReport, {
    summary: 'Per tenant: users, companies, projects, awarded amount',
    access: ADMIN,
    handle: async (ctx) => tenantReport(ctx.db, await scopeOf(ctx)),
  }),
  endpoint(AbpTenantReport.GetAbpTenantReportExtend, {
    summary: 'Users by role, active users, projects per month',
    access: ADMIN,
    handle: async (ctx) => tenantReportExtend(ctx.db, await scopeOf(ctx), ctx.deps.now()),
  }),
  endpoint(AbpTenantReport.GetPurchaserReport, {
    summary: 'Purchasing units by projects, with budget and awarded amount',
    access: ADMIN,
    handle: async (ctx, page) => purchaserReport(ctx.db, await scopeOf(ctx), page),
  }),
  endpoint(AbpTenantReport.GetSupplierReport, {
    summary: 'Top suppliers: wins, quotes, sign-ups',
    access: ADMIN,
    handle: async (ctx, page) => supplierReport(ctx.db, await scopeOf(ctx), page),
  }),
]);

/** The big screen and each role's home-page counters (not the menu badges: those are MenuNum). */
export const screenCountService = service(ScreenCount, [
  endpoint(ScreenCount.GetScreenCount, {
    summary: 'Live windows, bidders and quote counts of the tenant (the big screen: staff, agencies, purchasers)',
    access: { roles: SCREEN_ROLES },
    handle: async (ctx) => screenCount(ctx.db, { tenantId: ctx.tenantId }, ctx.deps.now()),
  }),
  endpoint(ScreenCount.GetScreenActivity, {
    summary: "The latest events of the tenant's live projects in the big screen's view (quotes as counts only)",
    access: { roles: SCREEN_ROLES },
    handle: async (ctx) => screenActivity(ctx.db, ctx.tenantId, ctx.deps.now()),
  }),
  endpoint(ScreenCount.GetAgencyNum, {
    summary: "The agency's home counters",
    access: only(ROLES.agency),
    handle: async (ctx) => agencyNum(ctx.db, await scopeOf(ctx), ctx.deps.now()),
  }),
  endpoint(ScreenCount.GetGysNum, {
    summary: "The supplier's home counters",
    access: only(ROLES.supplier),
    handle: async (ctx) => {
      const scope = await scopeOf(ctx);
      if (scope.supplierId === undefined) throw forbidden();
      return supplierNum(ctx.db, { ...scope, supplierId: scope.supplierId }, ctx.deps.now());
    },
  }),
  endpoint(ScreenCount.GetGlyNum, {
    summary: "The administrator's home counters",
    access: ADMIN,
    handle: async (ctx) => adminNum(ctx.db, await scopeOf(ctx), ctx.deps.now()),
  }),
  endpoint(ScreenCount.GetCgrNum, {
    summary: "The purchaser's home counters",
    access: only(ROLES.purchaser),
    handle: async (ctx) => purchaserNum(ctx.db, await scopeOf(ctx), ctx.deps.now()),
  }),
]);
