import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';

/** Projects where the supplier's sign-up passed: its quote hall list. */
export const getMyBidList = (SkipCount: number, MaxResultCount: number) =>
  apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetMyBidList', { SkipCount, MaxResultCount });
