import type { ReactNode } from 'react';
import { App, Layout } from 'antd';
import { AppHeader } from './header/AppHeader';

/** Header only, the whole width for the content: the expert's open-bid hall. */
export default function HeaderOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ margin: 16 }}>
        <App component={false}>{children}</App>
      </Layout.Content>
    </Layout>
  );
}
