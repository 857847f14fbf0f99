import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';
import type { ProjectQuery } from '../check-sign/api';

/** Every published project the supplier may see, newest first. */
export const fetchPublishedProjects = (q: ProjectQuery) => call(Sproject.GetIndexProjectList, q);
