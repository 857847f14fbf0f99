import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** The open pages' strip drawn as antd's card tabs, from the theme's own tokens. */
export function tabStyles(token: GlobalToken): { strip: CSSProperties; tab: CSSProperties; activeTab: CSSProperties } {
  const tab: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    flex: 'none',
    padding: '1px 2px 1px 10px',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderBottom: 'none',
    borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
    background: token.colorFillAlter,
  };
  return {
    strip: {
      display: 'flex',
      gap: 4,
      margin: '8px 16px 0',
      overflowX: 'auto',
      borderBottom: `1px solid ${token.colorBorderSecondary}`,
    },
    tab,
    // Over the strip's line, so the page below reads as the open tab's own.
    activeTab: { ...tab, background: token.colorBgContainer, marginBottom: -1, padding: '1px 2px 2px 10px' },
  };
}
