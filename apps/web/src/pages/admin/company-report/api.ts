import type { z } from 'zod';
import type { PurchaserReportItem, SupplierReportItem } from '@bidhall/contracts/statistics';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { apiGet } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';
import type { StatsRange } from '../../../components/statistics/api';

export type PurchaserFigures = z.infer<typeof PurchaserReportItem>;
export type SupplierFigures = z.infer<typeof SupplierReportItem>;

export const fetchPurchaserReport = (q: PageParams & StatsRange) => apiGet<PagedResult<PurchaserFigures>>('/api/services/app/AbpTenantReport/GetPurchaserReport', q);
export const fetchSupplierReport = (q: PageParams & StatsRange) => apiGet<PagedResult<SupplierFigures>>('/api/services/app/AbpTenantReport/GetSupplierReport', q);
