import type { z } from 'zod';
import type { PurchaserReportItem, SupplierReportItem } from '@bidhall/contracts/statistics';
import { AbpTenantReport } from '@bidhall/contracts/routes/statistics';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';
import type { StatsRange } from '../../../components/statistics/api';

export type PurchaserFigures = z.infer<typeof PurchaserReportItem>;
export type SupplierFigures = z.infer<typeof SupplierReportItem>;

export const fetchPurchaserReport = (q: PageParams & StatsRange) => call(AbpTenantReport.GetPurchaserReport, q);
export const fetchSupplierReport = (q: PageParams & StatsRange) => call(AbpTenantReport.GetSupplierReport, q);
