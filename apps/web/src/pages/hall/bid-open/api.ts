import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';

/** The expert's list is read as one page of this size (the hall list and the workplace's to-do). */
export const EXPERT_LIST_SIZE = 200;

/** The projects the signed-in expert is assigned to. */
export const getMyExpertProjects = (SkipCount: number, MaxResultCount: number) =>
  call(Sproject.GetSprojectDetailByExpertId, { SkipCount, MaxResultCount });
