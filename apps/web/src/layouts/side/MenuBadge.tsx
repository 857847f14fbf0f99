import { Badge } from 'antd';
import { badgeKeysFor, showBadgeFor } from '@bidhall/domain/badges';
import type { BadgeKey } from '@bidhall/domain/badges';
import { isRoleName } from '@bidhall/domain/roles';
import { useRoleBadgeCounts } from '../../badges/badge-store';

/** A menu count, shown only above zero and only for a role that owns the key. */
export function MenuBadge({ badge, role }: { badge: BadgeKey | undefined; role: string | undefined }) {
  const counts = useRoleBadgeCounts(role);
  if (!badge || !counts || !isRoleName(role) || !showBadgeFor(role, badge, counts)) return null;
  return <Badge count={counts[badge]} size="small" offset={[6, -2]} data-testid={`badge-${badge}`} />;
}

/** Whether any of the role's menu counts shows: a phone's folded menu marks its button with a dot. */
export function useAnyMenuBadge(role: string | undefined): boolean {
  const counts = useRoleBadgeCounts(role);
  if (!counts || !isRoleName(role)) return false;
  return badgeKeysFor(role).some((key) => showBadgeFor(role, key, counts));
}
