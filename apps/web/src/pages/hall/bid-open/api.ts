import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';

/** The projects the signed-in expert is assigned to. */
export const getMyExpertProjects = (SkipCount: number, MaxResultCount: number) =>
  apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetSprojectDetailByExpertId', { SkipCount, MaxResultCount });
