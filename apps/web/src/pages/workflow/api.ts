import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../api/call';
import type { PageParams } from '../../components/paged/usePaged';

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
  pendingSignUps: q.pendingSignUps ? 'true' : undefined,
});

/** The caller's projects, by role and tenant. */
export const getProjects = (q: PageParams & ProjectFilters) => call(Sproject.GetPaged, clean(q));
/** Projects whose quote window is over: results to submit, confirm or published. */
export const getEndGameProjects = (q: PageParams & ProjectFilters) => call(Sproject.GetEndGameList, clean(q));

export interface MoveBody {
  reason?: string;
}

/** A state move (query id and state); the body carries a reason where the move needs one. */
export const upStatus = (id: number, state: number, body: MoveBody = {}) =>
  call(Sproject.UpStatus, { id, state, ...body }, { handlesValidation: true });
