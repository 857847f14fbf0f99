import { ConfigProvider, theme } from 'antd';
import { createHashRouter, RouterProvider } from 'react-router';
import { antdLocale } from '../i18n';
import { useLang } from '../i18n/useLang';
import { Shell } from '../router/Shell';
import { cspNonce } from './csp-nonce';
import { useDevToolBlock } from './useDevToolBlock';

/**
 * Hash routing with one catch-all element: the route table, not the router config, decides
 * what each path shows, so every role's set and the guard live in one place.
 */
export const router = createHashRouter([{ path: '*', element: <Shell /> }]);

/** antd's CSS-in-JS <style> elements carry the page's nonce, so the CSP needs no 'unsafe-inline'. */
const CSP = { nonce: cspNonce() };

export function App() {
  const { lang } = useLang();
  useDevToolBlock();
  return (
    <ConfigProvider locale={antdLocale(lang)} theme={{ algorithm: theme.defaultAlgorithm }} csp={CSP}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
