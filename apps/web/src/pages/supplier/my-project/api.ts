import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';
import type { ProjectQuery } from '../check-sign/api';

/** Projects where the firm's sign-up passed, whatever became of them since. */
export const fetchMyProjects = (q: ProjectQuery) => apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetMyBidList', q);
