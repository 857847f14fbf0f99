import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet, apiPost } from '../../api/client';
import type { PageParams } from '../../components/paged/usePaged';

const SPROJECT = '/api/services/app/Sproject';

export interface ProjectFilters {
  keyword?: string;
  /** One state, or several as "2,6". */
  states?: string;
  mode?: number;
  /** Only projects with a sign-up waiting for its audit. */
  pendingSignUps?: boolean;
}

const clean = (q: PageParams & ProjectFilters) => ({
  SkipCount: q.SkipCount,
  MaxResultCount: q.MaxResultCount,
  keyword: q.keyword?.trim() || undefined,
  states: q.states || undefined,
  mode: q.mode,
  pendingSignUps: q.pendingSignUps || undefined,
});

/** The caller's projects, by role and tenant. */
export const getProjects = (q: PageParams & ProjectFilters) => apiGet<PagedResult<SprojectDto>>(`${SPROJECT}/GetPaged`, clean(q));
/** Projects whose quote window is over: results to submit, confirm or published. */
export const getEndGameProjects = (q: PageParams & ProjectFilters) => apiGet<PagedResult<SprojectDto>>(`${SPROJECT}/GetEndGameList`, clean(q));

export interface MoveBody {
  reason?: string;
}

/** A state move (query id and state); the body carries a reason where the move needs one. */
export const upStatus = (id: number, state: number, body: MoveBody = {}) =>
  apiPost<SprojectDto>(`${SPROJECT}/UpStatus`, body, { params: { id, state }, handlesValidation: true });
