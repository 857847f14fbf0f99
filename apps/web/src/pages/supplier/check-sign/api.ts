import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';

export interface ProjectQuery extends PageParams {
  keyword?: string;
  state?: number;
}

/** Tab 0: published projects still open for sign-up that the firm has not joined. */
export const fetchNotJoined = (q: ProjectQuery) => call(Sproject.GetSprojectUnEApplyList, q);
