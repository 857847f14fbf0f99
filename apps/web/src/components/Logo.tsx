import type { CSSProperties } from 'react';
import logo from '../assets/logo.svg?inline';

/**
 * The platform's mark, carried in the page as a data URL (as the tab's icon is, index.html). As
 * a file (`no-cache`) the browser fetched the icon again at every hash change and the header's
 * image at every change of layout, and under load it gave up on one of them while the page
 * moved on (the route walk's "request failed … logo.svg net::ERR_ABORTED").
 */
export function Logo({ size, style }: { size: number; style?: CSSProperties }) {
  return <img src={logo} alt="" width={size} height={size} style={style} />;
}
