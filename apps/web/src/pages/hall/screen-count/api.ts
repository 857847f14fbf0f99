import type { z } from 'zod';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { ProjectStatisticsDto, ScreenCountDto } from '@bidhall/contracts/statistics';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';

export type ScreenCount = z.infer<typeof ScreenCountDto>;
export type ProjectStatistics = z.infer<typeof ProjectStatisticsDto>;

const PUBLISHED = 5;
const LIVE_LIST_SIZE = 50;

export const getScreenCount = () => apiGet<ScreenCount>('/api/services/app/ScreenCount/GetScreenCount');
export const getProjectStatistics = () => apiGet<ProjectStatistics>('/api/services/app/Statistics/GetProjectStatistics', {}, { silent: true });
/** Published projects: those whose windows are upcoming or open. */
export const getPublishedProjects = () =>
  apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetIndexProjectList', { state: PUBLISHED, SkipCount: 0, MaxResultCount: LIVE_LIST_SIZE });
