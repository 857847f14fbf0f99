import type { z } from 'zod';
import type { GlyNumDto, TenantReportExtendDto } from '@bidhall/contracts/statistics';
import { AbpTenantReport, ScreenCount } from '@bidhall/contracts/routes/statistics';
import { call } from '../../../api/call';

export type AdminCounts = z.infer<typeof GlyNumDto>;
export type UserFigures = z.infer<typeof TenantReportExtendDto>;

export const fetchAdminCounts = () => call(ScreenCount.GetGlyNum);
export const fetchUserFigures = () => call(AbpTenantReport.GetAbpTenantReportExtend);
export const fetchTenantReport = () => call(AbpTenantReport.GetAbpTenantReport);
