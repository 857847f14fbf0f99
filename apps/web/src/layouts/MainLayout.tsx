import type { ReactNode } from 'react';
import { App, Layout } from 'antd';
import { useLocation } from 'react-router';
import { LEFT_MENU_WIDTH_PX } from '@bidhall/domain/ui';
import { SETTINGS } from '../app/settings';
import { useBadgeRefresh } from '../badges/useBadgeRefresh';
import { useCurrentRoute } from '../permissions/route-context';
import { TabBar } from '../tabs/TabBar';
import { AppHeader } from './header/AppHeader';
import { PageBreadcrumb } from './PageBreadcrumb';
import { SideMenu } from './side/SideMenu';

/** Header, dark 180 px side menu, tab bar, breadcrumb and content (specification section 2). */
export default function MainLayout({ children }: { children: ReactNode }) {
  const role = useCurrentRoute()?.role;
  const { pathname } = useLocation();
  useBadgeRefresh(role, pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout>
        {/* On a phone the menu folds away (its trigger stays) so a hall gets the whole width. */}
        <Layout.Sider
          width={LEFT_MENU_WIDTH_PX}
          theme={SETTINGS.navTheme}
          breakpoint="md"
          collapsedWidth={0}
          data-testid="side-sider"
        >
          <SideMenu role={role} />
        </Layout.Sider>
        <Layout>
          {SETTINGS.multiTab && <TabBar />}
          <Layout.Content style={{ margin: 16 }} data-testid="content">
            <PageBreadcrumb />
            {/* The pages' dialogs and notices take this tree's theme and locale (App.useApp). */}
            <App component={false}>{children}</App>
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
