import type { z } from 'zod';
import type { GlyNumDto, TenantReportDto, TenantReportExtendDto } from '@bidhall/contracts/statistics';
import { apiGet } from '../../../api/client';

export type AdminCounts = z.infer<typeof GlyNumDto>;
export type UserFigures = z.infer<typeof TenantReportExtendDto>;

export const fetchAdminCounts = () => apiGet<AdminCounts>('/api/services/app/ScreenCount/GetGlyNum');
export const fetchUserFigures = () => apiGet<UserFigures>('/api/services/app/AbpTenantReport/GetAbpTenantReportExtend');
export const fetchTenantReport = () => apiGet<z.infer<typeof TenantReportDto>>('/api/services/app/AbpTenantReport/GetAbpTenantReport');
