import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';
import { PROJECT_MODES } from '@bidhall/domain/project-modes';

/**
 * Projects where the supplier's sign-up passed and that have a quote window (mode 0): its quote
 * hall list. A research project (mode 1) has a survey to fill in, not a hall; 我的项目 lists it.
 */
export const getMyBidList = (SkipCount: number, MaxResultCount: number) =>
  call(Sproject.GetMyBidList, { SkipCount, MaxResultCount, mode: PROJECT_MODES.normal });
