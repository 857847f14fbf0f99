import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';
import type { ProjectQuery } from '../check-sign/api';

/** Projects where the firm's sign-up passed, whatever became of them since. */
export const fetchMyProjects = (q: ProjectQuery) => call(Sproject.GetMyBidList, q);
