import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';

/**
 * A form shown for reading (a saved setting, a survey answered) is not a control out of use:
 * its values, in antd's disabled grey (1.8:1 on white), take the text's own colour. The
 * fields stay disabled; only their colour changes.
 */
const READ_ONLY: ThemeConfig = { token: { colorTextDisabled: 'rgba(0, 0, 0, 0.88)' } };

export function ReadableWhenReadOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ConfigProvider theme={readOnly ? READ_ONLY : undefined}>{children}</ConfigProvider>;
}
