import { purchaserBadgeCounts } from '@bidhall/domain/badges';
import type { BadgeCounts } from '@bidhall/domain/badges';
import { ROLES } from '@bidhall/domain/roles';
import type { AgencyMenuNumDto } from '@bidhall/contracts/menu-num';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { apiGet, apiPost } from '../api/client';

export const AGENCY_COUNTS_URL = '/api/services/app/MenuNum/GetCgrNum';
/** The purchaser's project list with its role field; the client counts states 2 and 6 (section 7). */
export const PURCHASER_LIST_URL = '/api/services/app/Sproject/GetListByRole';

/**
 * Badge counts for the role, or undefined when the role has none or the call failed.
 * Calls are silent: a count that cannot be fetched (an older api, a network blip) must
 * never raise an error notice on every navigation.
 */
export async function fetchBadgeCounts(role: string | undefined): Promise<BadgeCounts | undefined> {
  try {
    if (role === ROLES.agency) return await apiGet<AgencyMenuNumDto>(AGENCY_COUNTS_URL, undefined, { silent: true });
    if (role === ROLES.purchaser) {
      const projects = await apiPost<SprojectDto[]>(PURCHASER_LIST_URL, { role }, { silent: true });
      return purchaserBadgeCounts(projects ?? []);
    }
  } catch {
    // Counts stay as they were; the next navigation or live update tries again.
  }
  return undefined;
}
