import { call, service } from '../abp/route.ts';

/** The Statistics, AbpTenantReport, ScreenCount calls with their schemas, each method declared once. */
export const Statistics = service('Statistics', ({ statistics }) => ({
  GetProjectStatistics: call(statistics.StatisticsRangeInput, statistics.ProjectStatisticsDto),
}));

export const AbpTenantReport = service('AbpTenantReport', ({ envelope, statistics }) => ({
  GetAbpTenantReport: call(envelope.Empty, statistics.TenantReportDto),
  GetAbpTenantReportExtend: call(envelope.Empty, statistics.TenantReportExtendDto),
  GetPurchaserReport: call(statistics.ReportPageInput, statistics.PurchaserReportDto),
  GetSupplierReport: call(statistics.ReportPageInput, statistics.SupplierReportDto),
}));

export const ScreenCount = service('ScreenCount', ({ envelope, statistics }) => ({
  GetScreenCount: call(envelope.Empty, statistics.ScreenCountDto),
  GetScreenActivity: call(envelope.Empty, statistics.ScreenActivityDto),
  GetAgencyNum: call(envelope.Empty, statistics.AgencyNumDto),
  GetGysNum: call(envelope.Empty, statistics.GysNumDto),
  GetGlyNum: call(envelope.Empty, statistics.GlyNumDto),
  GetCgrNum: call(envelope.Empty, statistics.CgrNumDto),
}));
