import type { SprojectDto } from '@bidhall/contracts/sproject';
import { agencyMenuAccess } from '@bidhall/domain/menu-gating';
import { ROLES } from '@bidhall/domain/roles';
import { menuTypeOf } from '../../layouts/project/project-menus';
import { mapFor } from '../../routes/table';
import { isPage } from '../../routes/types';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

type Pages = Readonly<Record<number, string>>;

// The page of the step each state waits on; results (6) and closed projects (7) depend on the menu type.
const PURCHASER: Pages = {
  0: '/ProjectInfo',
  1: '/ProjectInfo',
  2: '/ProjectInfoRead',
  3: '/ProjectInfoRead',
  4: '/ProjectInfoRead',
  5: '/projectSignRead',
  8: '/projectSignRead',
  9: '/projectSignRead',
};
const AGENCY: Pages = {
  0: '/projectInfo',
  1: '/projectInfo',
  2: '/projectInfoRead',
  3: '/projectInfo',
  4: '/projectBidNotice',
  5: '/projectSignAudit',
  8: '/projectInfoRead',
  9: '/projectSignAudit',
};
const SCORING = {
  purchaser: { 6: '/projectPbResultCheck', 7: '/projectPbResultNotice' },
  agency: { 6: '/projectPbResultAudit', 7: '/projectResultNotice' },
};
const OTHER = {
  purchaser: { 6: '/projectQuoteAudit', 7: '/projectResultNotice' },
  agency: { 6: '/projectQuoteAudit', 7: '/projectResultNotice' },
};
const RESEARCH = '/research/researchInfo';

function wanted(role: 'purchaser' | 'agency', p: SprojectDto, now: number): string | undefined {
  const results = menuTypeOf(p.winbidRule) === 'B' ? SCORING[role] : OTHER[role];
  if (p.state === PROJECT_STATE.resultPending || p.state === PROJECT_STATE.closed) return results[p.state];
  if (role === 'purchaser') return PURCHASER[p.state];
  if (p.mode === 1) return RESEARCH;
  // After the window the agency's next step is the result, not the sign-ups.
  if (p.state === PROJECT_STATE.published && agencyMenuAccess(p, now).projectQuoteAudit) return results[6];
  return AGENCY[p.state];
}

/**
 * Where the role's project index opens a project: the page of the step it waits on, or the
 * project's information page when that page is not built for the role.
 */
export function stagePage(role: string | undefined, project: SprojectDto, now = Date.now()): string {
  const kind = role === ROLES.agency ? 'agency' : 'purchaser';
  const fallback = kind === 'agency' ? '/projectInfoRead' : '/ProjectInfoRead';
  const path = wanted(kind, project, now);
  const built = mapFor(role).routes.some((r) => r.path === path && isPage(r));
  return built && path ? path : fallback;
}
