import { useMemo } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/session-store';
import { menuFor } from '../../routes/menu';
import type { MenuLeaf } from '../../routes/menu';
import { mapFor } from '../../routes/table';
import { MenuBadge } from './MenuBadge';
import './side-menu.css';

type Item = Required<MenuProps>['items'][number];

/** The dark left menu, derived from the role's route set (never written per page). */
export function SideMenu({ role }: { role: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const roleNames = useSession((s) => s.info?.roleNames);
  const entries = useMemo(() => menuFor(mapFor(role), roleNames ?? []), [role, roleNames]);

  const leaf = (l: MenuLeaf): Item => ({
    key: l.path,
    label: (
      <span>
        <span data-testid={`menu-${l.path}`}>{t(`menu.${l.name}`)}</span>
        <MenuBadge badge={l.badge} role={role} />
      </span>
    ),
  });
  const items: Item[] = entries.map((e) =>
    e.kind === 'leaf'
      ? leaf(e)
      : { key: `group:${e.group}`, label: t(`menu.group.${e.group}`), children: e.children.map(leaf) },
  );
  const openKeys = entries.filter((e) => e.kind === 'group').map((e) => `group:${e.group}`);

  return (
    <Menu
      theme="dark"
      mode="inline"
      data-testid="side-menu"
      selectedKeys={[pathname]}
      defaultOpenKeys={openKeys}
      items={items}
      onClick={({ key }) => navigate(key)}
    />
  );
}
