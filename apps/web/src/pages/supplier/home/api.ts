import type { z } from 'zod';
import type { GysNumDto } from '@bidhall/contracts/statistics';
import { apiGet } from '../../../api/client';

export type SupplierCounts = z.infer<typeof GysNumDto>;

export const fetchSupplierCounts = () => apiGet<SupplierCounts>('/api/services/app/ScreenCount/GetGysNum');
