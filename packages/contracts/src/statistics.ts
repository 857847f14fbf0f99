import { z } from 'zod';
import { PagedRequest, pagedResult } from './abp/paging.ts';
import { DateTimeIn } from './lifecycle-fields.ts';
import { HallStreamItem } from './realtime/server-events.ts';

/**
 * Statistics GETs of specification section 7; the specification shows no shapes, so these
 * are ours. Where it leaves the service of a method open, we chose:
 * - Statistics/GetProjectStatistics: project counts and money for the caller's scope.
 * - AbpTenantReport/GetAbpTenantReport, GetAbpTenantReportExtend, GetPurchaserReport,
 *   GetSupplierReport: administrator reports (platform data, all purchasers, all suppliers).
 * - ScreenCount/GetScreenCount, GetAgencyNum, GetGysNum (供应商), GetGlyNum (管理员),
 *   GetCgrNum (采购人): the big screen and each role's home-page counters. The menu badges
 *   live at MenuNum/GetCgrNum, a different service.
 * Scope: an administrator sees its tenant (a host administrator, with no tenant, the whole
 * platform); a purchaser or agency its own company's projects; a supplier its own firm.
 * Amounts are yuan strings with two decimals; months and days follow Beijing time (UTC+8).
 */

const Amount = z.string();
const Count = z.number().int().min(0);

export const StatisticsRangeInput = z.strictObject({
  /** Projects created at or after this instant. */
  fromTime: DateTimeIn.optional(),
  /** Projects created before this instant. */
  toTime: DateTimeIn.optional(),
});
export type StatisticsRangeInput = z.infer<typeof StatisticsRangeInput>;

const StateCount = z.object({ state: z.number().int(), count: Count });
export const Savings = z.object({
  awardedProjects: Count,
  budget: Amount,
  awardedAmount: Amount,
  savings: Amount,
  savingsRate: z.string().nullable(),
});

export const ProjectStatisticsDto = z.object({
  total: Count,
  byState: z.array(StateCount),
  byKind: z.array(z.object({ projectType: z.number().int(), count: Count })),
  byMethod: z.array(z.object({ winbidRule: z.number().int(), count: Count })),
  byMonth: z.array(z.object({ month: z.string(), count: Count, budget: Amount, awardedAmount: Amount })),
  /** Closed projects (state 7) with a budget and an awarded amount. */
  savings: Savings,
  bids: z.object({
    projectsWithQuotes: Count,
    quotes: Count,
    bidders: Count,
    quotesPerProject: z.string(),
    biddersPerProject: z.string(),
  }),
});
export type ProjectStatisticsDto = z.infer<typeof ProjectStatisticsDto>;

export const TenantReportItem = z.object({
  tenantId: z.number().int(),
  tenancyName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  users: Count,
  companies: Count,
  projects: Count,
  liveProjects: Count,
  closedProjects: Count,
  awardedAmount: Amount,
});
export const TenantReportDto = z.object({ items: z.array(TenantReportItem) });

export const TenantReportExtendDto = z.object({
  usersByRole: z.array(z.object({ role: z.string(), count: Count })),
  users: Count,
  activeAccounts: Count,
  pendingReviews: Count,
  /** Distinct users who quoted or signed up in the last 30 days. */
  activeUsers30d: Count,
  projectsByMonth: z.array(z.object({ month: z.string(), count: Count })),
});

/** A company report's page, optionally over a date range (the same as the tenant report's). */
export const ReportPageInput = PagedRequest.pick({ SkipCount: true, MaxResultCount: true })
  .extend(StatisticsRangeInput.shape)
  .strict();

export const PurchaserReportItem = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  projects: Count,
  liveProjects: Count,
  closedProjects: Count,
  budget: Amount,
  awardedAmount: Amount,
});
export const PurchaserReportDto = pagedResult(PurchaserReportItem);

/** Top suppliers: most wins, then most quotes. */
export const SupplierReportItem = z.object({
  supplierId: z.number().int(),
  companyName: z.string(),
  signUps: Count,
  quotedProjects: Count,
  quotes: Count,
  wins: Count,
  awardedAmount: Amount,
});
export const SupplierReportDto = pagedResult(SupplierReportItem);

/** The big screen: counts only (docs/rules.md disclosure), never a price or a name. */
export const ScreenCountDto = z.object({
  liveWindows: Count,
  upcomingWindows: Count,
  liveBidders: Count,
  quotesLastMinute: Count,
  quotesToday: Count,
  projects: Count,
  closedProjects: Count,
  awardedAmount: Amount,
  serverNow: z.string(),
});

/** How many lines of recent activity the big screen starts with: its feed's length. */
export const SCREEN_ACTIVITY_KEPT = 30;

/**
 * One line of the big screen's recent activity: a stream event in the screen's own view
 * (screen-view.ts: a quote as counts only), when it happened and the project it is about.
 */
export const ScreenActivityLine = z.strictObject({
  at: z.number().int(),
  projectName: z.string(),
  item: HallStreamItem,
});
/** ScreenCount/GetScreenActivity: the latest events of the tenant's live projects, newest first. */
export const ScreenActivityDto = z.strictObject({ lines: z.array(ScreenActivityLine).max(SCREEN_ACTIVITY_KEPT) });

const ByState = { projects: Count, byState: z.array(StateCount), liveWindows: Count };
export const AgencyNumDto = z.object({ ...ByState, researchProjects: Count, pendingSignUps: Count });
export const CgrNumDto = z.object({ ...ByState, waitCheckNum: Count, waitResultNum: Count, savings: Savings });
export const GysNumDto = z.object({
  signUps: Count,
  passedSignUps: Count,
  pendingSignUps: Count,
  quotedProjects: Count,
  quotes: Count,
  wins: Count,
  awardedAmount: Amount,
  /** Published projects of the tenant still open for sign-up. */
  openProjects: Count,
});
export const GlyNumDto = z.object({
  users: Count,
  pendingReviews: Count,
  purchasers: Count,
  agencies: Count,
  suppliers: Count,
  experts: Count,
  projects: Count,
  liveWindows: Count,
  quotesToday: Count,
});
