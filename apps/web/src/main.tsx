// First: zod must never compile parsers with new Function, which the CSP forbids.
import './app/zod-jitless';
import './app/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { cspNonce, stampStyleNonces } from './app/csp-nonce';
import { keepScrollRegionsFocusable } from './app/scroll-regions';
import { applyZoom, storedZoom } from './app/zoom';
import { currentLanguage, ensureLanguage, i18next } from './i18n';

stampStyleNonces(cspNonce());
// The chosen language's texts arrive before the first render, so no page shows keys.
await ensureLanguage(currentLanguage());
applyZoom(storedZoom());
document.documentElement.lang = currentLanguage();
document.title = i18next.t('common.title');
i18next.on('languageChanged', () => {
  document.title = i18next.t('common.title');
});

// The body, not the root: dialogs and drawers render beside the root.
keepScrollRegionsFocusable(document.body);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
