import type { z } from 'zod';
import type { GysNumDto } from '@bidhall/contracts/statistics';
import { ScreenCount } from '@bidhall/contracts/routes/statistics';
import { call } from '../../../api/call';

export type SupplierCounts = z.infer<typeof GysNumDto>;

export const fetchSupplierCounts = () => call(ScreenCount.GetGysNum);
