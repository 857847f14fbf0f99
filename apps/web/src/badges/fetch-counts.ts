import { purchaserBadgeCounts } from '@bidhall/domain/badges';
import type { BadgeCounts } from '@bidhall/domain/badges';
import { ROLES } from '@bidhall/domain/roles';
import { MenuNum } from '@bidhall/contracts/routes/menu-num';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../api/call';
import { projectsToScore, registrationsToReview } from '../pages/dashboard/workplace/work-lists';

/**
 * Badge counts for the role, or undefined when the role has none or the call failed.
 * Calls are silent: a count that cannot be fetched (an older api, a network blip) must
 * never raise an error notice on every navigation.
 */
export async function fetchBadgeCounts(role: string | undefined): Promise<BadgeCounts | undefined> {
  try {
    if (role === ROLES.agency) return await call(MenuNum.GetCgrNum, {}, { silent: true });
    if (role === ROLES.purchaser) {
      // The purchaser's project list with its role field; the client counts states 2 and 6 (section 7).
      const projects = await call(Sproject.GetListByRole, { role }, { silent: true });
      return purchaserBadgeCounts(projects ?? []);
    }
    // The administrator's badge counts the registrations its workplace lists as waiting.
    if (role === ROLES.admin) return { waitUserAuditNum: (await registrationsToReview()).length };
    // The expert's counts the projects its workplace lists as waiting for its scores.
    if (role === ROLES.expert) return { waitScoreNum: (await projectsToScore()).length };
  } catch {
    // Counts stay as they were; the next navigation or live update tries again.
  }
  return undefined;
}
