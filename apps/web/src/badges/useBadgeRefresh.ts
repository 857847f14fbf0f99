import { useEffect } from 'react';
import { PUSHED_BADGE_ROLES, roleHasBadges } from '@bidhall/domain/badges';
import { isRoleName } from '@bidhall/domain/roles';
import { getToken } from '../auth/cookies';
import { useBadges } from './badge-store';
import { fetchBadgeCounts } from './fetch-counts';
import { subscribeBadgeCounts } from './live-counts';

/** Refreshes badge counts on every navigation and live when the gateway pushes `badge:counts`. */
export function useBadgeRefresh(role: string | undefined, pathname: string) {
  const hasBadges = isRoleName(role) && roleHasBadges(role);

  useEffect(() => {
    if (!hasBadges) return;
    let cancelled = false;
    void fetchBadgeCounts(role).then((counts) => {
      if (!cancelled && counts) useBadges.getState().set(role!, counts);
    });
    return () => {
      cancelled = true;
    };
  }, [role, hasBadges, pathname]);

  useEffect(() => {
    const token = getToken();
    if (!hasBadges || !token || !PUSHED_BADGE_ROLES.includes(role!)) return;
    return subscribeBadgeCounts(token, (message) => {
      if (message.role === role) useBadges.getState().set(message.role, message.counts);
    });
  }, [role, hasBadges]);
}
