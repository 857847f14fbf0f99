import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';

/** The projects the signed-in expert is assigned to. */
export const getMyExpertProjects = (SkipCount: number, MaxResultCount: number) =>
  call(Sproject.GetSprojectDetailByExpertId, { SkipCount, MaxResultCount });
