import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

export interface ProjectQuery extends PageParams {
  keyword?: string;
  state?: number;
}

/** Tab 0: published projects still open for sign-up that the firm has not joined. */
export const fetchNotJoined = (q: ProjectQuery) => apiGet<PagedResult<SprojectDto>>('/api/services/app/Sproject/GetSprojectUnEApplyList', q);
