import { useSession } from '../../../auth/session-store';
import { useBadges } from '../../../badges/badge-store';
import { fetchBadgeCounts } from '../../../badges/fetch-counts';

/** After a decision the agency's waitUserAuditNum changes; fetch it now rather than on the next page. */
export function refreshBadges() {
  const role = useSession.getState().info?.selectedRole;
  if (!role) return;
  void fetchBadgeCounts(role).then((counts) => {
    if (counts) useBadges.getState().set(role, counts);
  });
}
