import { Statistics } from '@bidhall/contracts/routes/statistics';
import { call } from '../../api/call';

/** A half-open range of creation instants; both ends optional. */
export interface StatsRange {
  fromTime?: string;
  toTime?: string;
}

/** Projects of the caller's scope (own company, or the tenant for an administrator). */
export const fetchProjectStatistics = (range: StatsRange) => call(Statistics.GetProjectStatistics, range);
