import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { createHashRouter, RouterProvider } from 'react-router';
import { antdLocale } from '../i18n';
import { useLang } from '../i18n/useLang';
import { usePhone } from '../layouts/usePhone';
import { Shell } from '../router/Shell';
import { cspNonce } from './csp-nonce';
import { themeFor } from './theme';
import { useDevToolBlock } from './useDevToolBlock';
import { useReducedMotion } from './useReducedMotion';

/**
 * Hash routing with one catch-all element: the route table, not the router config, decides
 * what each path shows, so every role's set and the guard live in one place.
 */
export const router = createHashRouter([{ path: '*', element: <Shell /> }]);

/** antd's CSS-in-JS <style> elements carry the page's nonce, so the CSP needs no 'unsafe-inline'. */
const CSP = { nonce: cspNonce() };

/**
 * On a phone a table keeps its columns at their content's width and scrolls sideways inside
 * its card, where squeezed into the screen it would wrap every word a letter per line and push
 * the page wider than the screen. A table's own `scroll` wins.
 */
const PHONE_TABLE = { scroll: { x: 'max-content' as const } };

/**
 * A divider's title wraps on a narrow screen (antd keeps it on one line, wider than a phone in
 * pt-BR), and its rules give way before it does.
 */
const DIVIDER = { styles: { content: { whiteSpace: 'normal' as const, flexShrink: 0, maxWidth: '100%' } } };

/** No click ripple either when the user asks for less motion. */
const NO_WAVE = { disabled: true };

/** antd's settings for the whole app: language, theme, the CSP nonce, phone layouts, motion. */
export function AppConfig({ children }: { children: ReactNode }) {
  const { lang } = useLang();
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={antdLocale(lang)}
      theme={themeFor(reducedMotion)}
      csp={CSP}
      wave={reducedMotion ? NO_WAVE : undefined}
      table={phone ? PHONE_TABLE : undefined}
      divider={DIVIDER}
    >
      {children}
    </ConfigProvider>
  );
}

export function App() {
  useDevToolBlock();
  return (
    <AppConfig>
      <RouterProvider router={router} />
    </AppConfig>
  );
}
