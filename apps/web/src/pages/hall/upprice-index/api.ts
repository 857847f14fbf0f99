import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';

/** Projects where the supplier's sign-up passed: its quote hall list. */
export const getMyBidList = (SkipCount: number, MaxResultCount: number) =>
  call(Sproject.GetMyBidList, { SkipCount, MaxResultCount });
