import type { z } from 'zod';
import type { AgencyNumDto, CgrNumDto } from '@bidhall/contracts/statistics';
import { ScreenCount } from '@bidhall/contracts/routes/statistics';
import { call } from '../../../api/call';

export type PurchaserCounts = z.infer<typeof CgrNumDto>;
export type AgencyCounts = z.infer<typeof AgencyNumDto>;

export const fetchPurchaserCounts = () => call(ScreenCount.GetCgrNum);
export const fetchAgencyCounts = () => call(ScreenCount.GetAgencyNum);
