import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../permissions/route-context';

/** Where the page sits in the menu: its group, then its title, both from the route table. */
export function PageBreadcrumb() {
  const { t } = useTranslation();
  const route = useCurrentRoute()?.route;
  if (!route) return null;
  const items = [
    ...(route.group ? [{ title: t(`menu.group.${route.group}`) }] : []),
    { title: t(`menu.${route.name}`) },
  ];
  return <Breadcrumb items={items} style={{ marginBottom: 12 }} data-testid="breadcrumb" />;
}
