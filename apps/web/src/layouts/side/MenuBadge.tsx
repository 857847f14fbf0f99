import { Badge } from 'antd';
import { showBadgeFor } from '@bidhall/domain/badges';
import type { BadgeKey } from '@bidhall/domain/badges';
import { isRoleName } from '@bidhall/domain/roles';
import { useBadges } from '../../badges/badge-store';

/** A menu count, shown only above zero and only for a role that owns the key. */
export function MenuBadge({ badge, role }: { badge: BadgeKey | undefined; role: string | undefined }) {
  const counts = useBadges((s) => (s.role === role ? s.counts : undefined));
  if (!badge || !counts || !isRoleName(role) || !showBadgeFor(role, badge, counts)) return null;
  return <Badge count={counts[badge]} size="small" offset={[6, -2]} data-testid={`badge-${badge}`} />;
}
