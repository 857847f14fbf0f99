import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A titled white panel for the login-type pages. antd's Card would bring its tabs and
 * menu code into the first download; this needs neither.
 */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <h2
        style={{
          margin: 0,
          padding: '16px 24px',
          fontSize: token.fontSizeLG,
          fontWeight: 600,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: 24 }}>{children}</div>
    </section>
  );
}
