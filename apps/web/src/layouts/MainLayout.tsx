import type { ReactNode } from 'react';
import { App, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LEFT_MENU_WIDTH_PX } from '@bidhall/domain/ui';
import { SETTINGS } from '../app/settings';
import { useBadgeRefresh } from '../badges/useBadgeRefresh';
import { useCurrentRoute } from '../permissions/route-context';
import { TabBar } from '../tabs/TabBar';
import { AppHeader } from './header/AppHeader';
import { PageBreadcrumb } from './PageBreadcrumb';
import { PhoneMenu } from './PhoneMenu';
import { useAnyMenuBadge } from './side/MenuBadge';
import { SideMenu } from './side/SideMenu';
import { usePhone } from './usePhone';

/** Header, dark 180 px side menu, tab bar, breadcrumb and content (specification section 2). */
export default function MainLayout({ children }: { children: ReactNode }) {
  const role = useCurrentRoute()?.role;
  const { pathname } = useLocation();
  useBadgeRefresh(role, pathname);
  const { t } = useTranslation();
  const phone = usePhone();
  const waiting = useAnyMenuBadge(role);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout>
        {/* On a phone the menu opens from a button beside the breadcrumb: a hall gets the whole width. */}
        {!phone && (
          <Layout.Sider width={LEFT_MENU_WIDTH_PX} theme={SETTINGS.navTheme} data-testid="side-sider">
            <SideMenu role={role} />
          </Layout.Sider>
        )}
        <Layout>
          {SETTINGS.multiTab && <TabBar />}
          <Layout.Content style={{ margin: 16 }} data-testid="content">
            {phone ? (
              <Flex gap={8} align="baseline" wrap>
                <PhoneMenu label={t('common.menu')} testId="phone-menu" width={LEFT_MENU_WIDTH_PX} dot={waiting}>
                  <SideMenu role={role} />
                </PhoneMenu>
                <PageBreadcrumb />
              </Flex>
            ) : (
              <PageBreadcrumb />
            )}
            {/* The pages' dialogs and notices take this tree's theme and locale (App.useApp). */}
            <App component={false}>{children}</App>
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
