import { useMediaQuery } from '../app/useMediaQuery';

/**
 * Below antd's `md` breakpoint (768 px) the side menus leave the page for a drawer. Asked as
 * "at most 767.98 px" so a browser (or test environment) that answers no media query gets
 * the desktop layout.
 */
const PHONE_QUERY = '(max-width: 767.98px)';

/** True while the window is phone-sized; re-renders when it crosses the breakpoint. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
