import { useEffect } from 'react';
import { Dropdown, Tabs, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '../permissions/route-context';
import { closeAll, closeLeft, closeRight, closeTab, TAB_TITLE_PARAM } from './rules';
import type { Tab, TabOutcome, TabState } from './rules';
import { useTabs } from './tab-store';

const CLOSERS: Record<string, (state: TabState, key: string) => TabOutcome> = {
  closeCurrent: closeTab,
  closeRight,
  closeLeft,
  closeAll,
};

/** Tab title: the project name parameter, else the route title. */
export function useTabTitle() {
  const { t } = useTranslation();
  return (tab: Tab) => tab.title ?? t(`menu.${tab.name}`);
}

/** The multi-tab bar: opens a tab per page visited, closes by the rules in `rules.ts`. */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useCurrentRoute();
  const { tabs, active, open, apply } = useTabs();
  const title = useTabTitle();
  const fullPath = `${location.pathname}${location.search}`;

  const routeName = current?.route.name;
  useEffect(() => {
    if (!routeName) return;
    const projectName = new URLSearchParams(location.search).get(TAB_TITLE_PARAM);
    open(projectName ? { key: fullPath, name: routeName, title: projectName } : { key: fullPath, name: routeName });
  }, [fullPath, routeName, location.search, open]);

  const run = (action: string, key: string) => {
    const closer = CLOSERS[action];
    if (!closer) return;
    const refusal = apply(closer(useTabs.getState(), key));
    if (refusal) void message.info(t(`common.tabs.${refusal}`));
    const next = useTabs.getState().active;
    if (next && next !== fullPath) navigate(next);
  };

  const menuFor = (key: string) => ({
    items: Object.keys(CLOSERS).map((action) => ({ key: action, label: t(`common.tabs.${action}`) })),
    onClick: ({ key: action }: { key: string }) => run(action, key),
  });

  return (
    <Tabs
      data-testid="tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      style={{ margin: '8px 16px 0' }}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && run('closeCurrent', key)}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
            <span data-testid="tab-title">{title(tab)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
