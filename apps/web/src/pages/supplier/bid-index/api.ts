import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';
import type { ProjectQuery } from '../check-sign/api';

/** Every published project the supplier may see, newest first. */
export const fetchPublishedProjects = (q: ProjectQuery) => apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetIndexProjectList', q);
