import { Menu, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STAGE_NOT_REACHED } from '@bidhall/domain/menu-gating';
import { useLang } from '../../i18n/useLang';
import { mapFor, routeByName } from '../../routes/table';
import { isPage } from '../../routes/types';
import type { ProjectMenuItem } from './project-menus';

interface Props {
  role: string | undefined;
  items: readonly ProjectMenuItem[];
  /** Query kept on every link: the project id and its name for the tab title. */
  query: string;
  height: number;
}

/**
 * The project side menu. A stage not yet reached is shown disabled with the hint; an item
 * whose page is not in the role's route set is left out.
 */
export function ProjectSideMenu({ role, items, query, height }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const map = mapFor(role);
  const links = items.flatMap((item) => {
    const route = routeByName(map, item.name);
    return route && isPage(route) ? [{ ...item, path: route.path }] : [];
  });
  if (links.length === 0) return <Typography.Text type="secondary">{t('project.noMenu')}</Typography.Text>;
  const hint = label(STAGE_NOT_REACHED);
  return (
    <Menu
      mode="inline"
      data-testid="project-menu"
      style={{ height: height > 0 ? height : undefined, overflowY: 'auto' }}
      selectedKeys={[pathname]}
      onClick={({ key }) => navigate(`${key}?${query}`)}
      items={links.map((link) => ({
        key: link.path,
        disabled: !link.enabled,
        label: link.enabled ? (
          t(`menu.${link.name}`)
        ) : (
          <Tooltip title={hint}>
            <span data-testid={`stage-locked-${link.name}`}>{t(`menu.${link.name}`)}</span>
          </Tooltip>
        ),
      }))}
    />
  );
}
