import { useSyncExternalStore } from 'react';

/**
 * Below antd's `md` breakpoint (768 px) the side menus leave the page for a drawer. Asked as
 * "at most 767.98 px" so a browser (or test environment) that answers no media query gets
 * the desktop layout.
 */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}

/** True while the window is phone-sized; re-renders when it crosses the breakpoint. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
