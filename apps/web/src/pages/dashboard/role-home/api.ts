import type { z } from 'zod';
import type { AgencyNumDto, CgrNumDto } from '@bidhall/contracts/statistics';
import { apiGet } from '../../../api/client';

export type PurchaserCounts = z.infer<typeof CgrNumDto>;
export type AgencyCounts = z.infer<typeof AgencyNumDto>;

export const fetchPurchaserCounts = () => apiGet<PurchaserCounts>('/api/services/app/ScreenCount/GetCgrNum');
export const fetchAgencyCounts = () => apiGet<AgencyCounts>('/api/services/app/ScreenCount/GetAgencyNum');
