import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';

export interface AllProjectsQuery extends PageParams {
  keyword?: string;
  state?: number;
}

/** Every project of the tenant (an administrator's scope). */
export const fetchAllProjects = (q: AllProjectsQuery) => call(Sproject.GetPaged, q);
