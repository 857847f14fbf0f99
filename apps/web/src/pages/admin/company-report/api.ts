import type { z } from 'zod';
import type { PurchaserReportItem, SupplierReportItem } from '@bidhall/contracts/statistics';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { apiGet } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

export type PurchaserFigures = z.infer<typeof PurchaserReportItem>;
export type SupplierFigures = z.infer<typeof SupplierReportItem>;

export const fetchPurchaserReport = (q: PageParams) => apiGet<PagedResult<PurchaserFigures>>('/api/services/app/AbpTenantReport/GetPurchaserReport', q);
export const fetchSupplierReport = (q: PageParams) => apiGet<PagedResult<SupplierFigures>>('/api/services/app/AbpTenantReport/GetSupplierReport', q);
