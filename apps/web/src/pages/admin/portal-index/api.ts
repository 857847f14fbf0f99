import { AbpTenantReport, ScreenCount } from '@bidhall/contracts/routes/statistics';
import { call } from '../../../api/call';

export const fetchAdminCounts = () => call(ScreenCount.GetGlyNum);
export const fetchUserFigures = () => call(AbpTenantReport.GetAbpTenantReportExtend);
export const fetchTenantReport = () => call(AbpTenantReport.GetAbpTenantReport);
