import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

export interface AllProjectsQuery extends PageParams {
  keyword?: string;
  state?: number;
}

/** Every project of the tenant (an administrator's scope). */
export const fetchAllProjects = (q: AllProjectsQuery) => apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetPaged', q);
