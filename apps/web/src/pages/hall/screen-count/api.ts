import type { z } from 'zod';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { ScreenCount as ScreenCountCalls, Statistics } from '@bidhall/contracts/routes/statistics';
import type { ProjectStatisticsDto, ScreenCountDto } from '@bidhall/contracts/statistics';
import { call } from '../../../api/call';

export type ScreenCount = z.infer<typeof ScreenCountDto>;
export type ProjectStatistics = z.infer<typeof ProjectStatisticsDto>;

const PUBLISHED = 5;
const LIVE_LIST_SIZE = 50;

export const getScreenCount = () => call(ScreenCountCalls.GetScreenCount);
export const getScreenActivity = () => call(ScreenCountCalls.GetScreenActivity, {}, { silent: true });
export const getProjectStatistics = () => call(Statistics.GetProjectStatistics, {}, { silent: true });
/** Published projects: those whose windows are upcoming or open. */
export const getPublishedProjects = () =>
  call(Sproject.GetIndexProjectList, { state: PUBLISHED, SkipCount: 0, MaxResultCount: LIVE_LIST_SIZE });
