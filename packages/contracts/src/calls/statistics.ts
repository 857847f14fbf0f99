import { withSchemas } from '../abp/call.ts';
import { Empty } from '../abp/envelope.ts';
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
} from '../statistics.ts';
import * as routes from '../routes/statistics.ts';

/** The Statistics, AbpTenantReport, ScreenCount calls with their schemas, as the api serves them. */
export const Statistics = withSchemas(routes.Statistics, {
  GetProjectStatistics: [StatisticsRangeInput, ProjectStatisticsDto],
});

export const AbpTenantReport = withSchemas(routes.AbpTenantReport, {
  GetAbpTenantReport: [Empty, TenantReportDto],
  GetAbpTenantReportExtend: [Empty, TenantReportExtendDto],
  GetPurchaserReport: [ReportPageInput, PurchaserReportDto],
  GetSupplierReport: [ReportPageInput, SupplierReportDto],
});

export const ScreenCount = withSchemas(routes.ScreenCount, {
  GetScreenCount: [Empty, ScreenCountDto],
  GetAgencyNum: [Empty, AgencyNumDto],
  GetGysNum: [Empty, GysNumDto],
  GetGlyNum: [Empty, GlyNumDto],
  GetCgrNum: [Empty, CgrNumDto],
});
