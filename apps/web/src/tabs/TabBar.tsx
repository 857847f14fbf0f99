import { useEffect, useRef } from 'react';
import { Button, Dropdown, message, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '../permissions/route-context';
import { closeAll, closeLeft, closeRight, closeTab, TAB_TITLE_PARAM } from './rules';
import type { Tab, TabOutcome, TabState } from './rules';
import { useTabs } from './tab-store';
import { tabStyles } from './tab-styles';

const CLOSERS: Record<string, (state: TabState, key: string) => TabOutcome> = {
  closeCurrent: closeTab,
  closeRight,
  closeLeft,
  closeAll,
};

/** Tab title: the project name parameter, else the route title. */
function useTabTitle() {
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
  const { token } = theme.useToken();
  const fullPath = `${location.pathname}${location.search}`;

  const routeName = current?.route.name;
  useEffect(() => {
    if (!routeName) return;
    const projectName = new URLSearchParams(location.search).get(TAB_TITLE_PARAM);
    open(projectName ? { key: fullPath, name: routeName, title: projectName } : { key: fullPath, name: routeName });
  }, [fullPath, routeName, location.search, open]);

  // The strip scrolls sideways once its tabs are wider than the window: the current page's tab
  // is brought into it whenever the page changes, as a page opened from the menu lands last.
  const stripRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = stripRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, tabs.length]);

  const { strip, tab: tabStyle, activeTab } = tabStyles(token);

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

  // A strip of links, not antd's Tabs: these tabs open pages rather than show panels, and a
  // tablist may hold nothing but tabs, where each of these needs its own close button.
  return (
    <nav ref={stripRef} data-testid="tab-bar" aria-label={t('common.tabs.label')} style={strip}>
      {tabs.map((tab) => {
        const isActive = tab.key === active;
        return (
          <Dropdown key={tab.key} menu={menuFor(tab.key)} trigger={['contextMenu']}>
            <span style={isActive ? activeTab : tabStyle}>
              <Link
                to={tab.key}
                data-testid="tab-title"
                aria-current={isActive ? 'page' : undefined}
                style={{ color: isActive ? token.colorPrimary : token.colorText }}
              >
                {title(tab)}
              </Link>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined style={{ fontSize: 10, color: token.colorIcon }} />}
                aria-label={t('common.tabs.close', { title: title(tab) })}
                onClick={() => run('closeCurrent', tab.key)}
              />
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}
