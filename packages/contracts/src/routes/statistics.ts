import { route, routes } from '../abp/route.ts';
import type { Empty } from '../abp/envelope.ts';
import type {
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
} from '../statistics.ts';

/** The Statistics, AbpTenantReport, ScreenCount calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Statistics = routes('Statistics', {
  GetProjectStatistics: route<typeof StatisticsRangeInput, typeof ProjectStatisticsDto>(),
});

export const AbpTenantReport = routes('AbpTenantReport', {
  GetAbpTenantReport: route<typeof Empty, typeof TenantReportDto>(),
  GetAbpTenantReportExtend: route<typeof Empty, typeof TenantReportExtendDto>(),
  GetPurchaserReport: route<typeof ReportPageInput, typeof PurchaserReportDto>(),
  GetSupplierReport: route<typeof ReportPageInput, typeof SupplierReportDto>(),
});

export const ScreenCount = routes('ScreenCount', {
  GetScreenCount: route<typeof Empty, typeof ScreenCountDto>(),
  GetAgencyNum: route<typeof Empty, typeof AgencyNumDto>(),
  GetGysNum: route<typeof Empty, typeof GysNumDto>(),
  GetGlyNum: route<typeof Empty, typeof GlyNumDto>(),
  GetCgrNum: route<typeof Empty, typeof CgrNumDto>(),
});
