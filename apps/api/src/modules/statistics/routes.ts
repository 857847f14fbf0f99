import { Empty } from '@bidhall/contracts/abp/envelope';
import {
  AgencyNumDto,
  CgrNumDto,
  GlyNumDto,
  GysNumDto,
  ProjectStatisticsDto,
  PurchaserReportDto,
  ReportPageInput,
  ScreenCountDto,
  StatisticsRangeInput,
  SupplierReportDto,
  TenantReportDto,
  TenantReportExtendDto,
} from '@bidhall/contracts/statistics';
import { SCREEN_ROLES } from '@bidhall/domain/audience-policy';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { purchaserReport, supplierReport } from './company-report.ts';
import { adminNum, agencyNum, purchaserNum } from './home-num.ts';
import { projectStatistics } from './project-statistics.ts';
import { scopeOf } from './scope.ts';
import { screenCount, supplierNum } from './screen-count.ts';
import { tenantReport, tenantReportExtend } from './tenant-report.ts';

const ADMIN = { roles: [ROLES.admin] } as const;
const only = (role: RoleName) => ({ roles: [role] }) as const;

/** Statistics/GetProjectStatistics: projects of the caller's scope (own company, or the tenant). */
export const statisticsService: Service = {
  name: 'Statistics',
  endpoints: [
    endpoint({
      method: 'GetProjectStatistics',
      summary: 'Counts by state, kind, method and month; budget against awarded amount; bids per project',
      input: StatisticsRangeInput,
      output: ProjectStatisticsDto,
      access: { roles: [ROLES.admin, ROLES.agency, ROLES.purchaser] },
      handle: async (ctx, input) => projectStatistics(ctx.db, await scopeOf(ctx), input),
    }),
  ],
};

/** Administrator reports: tenants, platform data, all purchasers and all suppliers with figures. */
export const tenantReportService: Service = {
  name: 'AbpTenantReport',
  endpoints: [
    endpoint({ method: 'GetAbpTenantReport', summary: 'Per tenant: users, companies, projects, awarded amount', input: Empty, output: TenantReportDto, access: ADMIN, handle: async (ctx) => tenantReport(ctx.db, await scopeOf(ctx)) }),
    endpoint({ method: 'GetAbpTenantReportExtend', summary: 'Users by role, active users, projects per month', input: Empty, output: TenantReportExtendDto, access: ADMIN, handle: async (ctx) => tenantReportExtend(ctx.db, await scopeOf(ctx), ctx.deps.now()) }),
    endpoint({ method: 'GetPurchaserReport', summary: 'Purchasing units by projects, with budget and awarded amount', input: ReportPageInput, output: PurchaserReportDto, access: ADMIN, handle: async (ctx, page) => purchaserReport(ctx.db, await scopeOf(ctx), page) }),
    endpoint({ method: 'GetSupplierReport', summary: 'Top suppliers: wins, quotes, sign-ups', input: ReportPageInput, output: SupplierReportDto, access: ADMIN, handle: async (ctx, page) => supplierReport(ctx.db, await scopeOf(ctx), page) }),
  ],
};

/** The big screen and each role's home-page counters (not the menu badges: those are MenuNum). */
export const screenCountService: Service = {
  name: 'ScreenCount',
  endpoints: [
    endpoint({ method: 'GetScreenCount', summary: 'Live windows, bidders and quote counts of the tenant (the big screen: staff, agencies, purchasers)', input: Empty, output: ScreenCountDto, access: { roles: SCREEN_ROLES }, handle: async (ctx) => screenCount(ctx.db, { tenantId: ctx.tenantId }, ctx.deps.now()) }),
    endpoint({ method: 'GetAgencyNum', summary: "The agency's home counters", input: Empty, output: AgencyNumDto, access: only(ROLES.agency), handle: async (ctx) => agencyNum(ctx.db, await scopeOf(ctx), ctx.deps.now()) }),
    endpoint({
      method: 'GetGysNum',
      summary: "The supplier's home counters",
      input: Empty,
      output: GysNumDto,
      access: only(ROLES.supplier),
      handle: async (ctx) => {
        const scope = await scopeOf(ctx);
        if (scope.supplierId === undefined) throw forbidden();
        return supplierNum(ctx.db, { ...scope, supplierId: scope.supplierId }, ctx.deps.now());
      },
    }),
    endpoint({ method: 'GetGlyNum', summary: "The administrator's home counters", input: Empty, output: GlyNumDto, access: ADMIN, handle: async (ctx) => adminNum(ctx.db, await scopeOf(ctx), ctx.deps.now()) }),
    endpoint({ method: 'GetCgrNum', summary: "The purchaser's home counters", input: Empty, output: CgrNumDto, access: only(ROLES.purchaser), handle: async (ctx) => purchaserNum(ctx.db, await scopeOf(ctx), ctx.deps.now()) }),
  ],
};
