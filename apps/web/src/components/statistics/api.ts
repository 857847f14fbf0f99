import type { z } from 'zod';
import type { ProjectStatisticsDto } from '@bidhall/contracts/statistics';
import { apiGet } from '../../api/client';

export type ProjectStatistics = z.infer<typeof ProjectStatisticsDto>;

/** A half-open range of creation instants; both ends optional. */
export interface StatsRange {
  fromTime?: string;
  toTime?: string;
}

/** Projects of the caller's scope (own company, or the tenant for an administrator). */
export const fetchProjectStatistics = (range: StatsRange) => apiGet<ProjectStatistics>('/api/services/app/Statistics/GetProjectStatistics', range);
