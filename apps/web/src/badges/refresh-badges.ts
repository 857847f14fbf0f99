import { useSession } from '../auth/session-store';
import { useBadges } from './badge-store';
import { fetchBadgeCounts } from './fetch-counts';

/** After an action that changes the role's counts (a registration decided, scores submitted): fetched now, not on the next page. */
export function refreshBadges() {
  const role = useSession.getState().info?.selectedRole;
  if (!role) return;
  void fetchBadgeCounts(role).then((counts) => {
    if (counts) useBadges.getState().set(role, counts);
  });
}
