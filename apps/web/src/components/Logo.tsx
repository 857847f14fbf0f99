import type { CSSProperties } from 'react';
import logo from '../assets/logo.svg?inline';

/**
 * The platform's mark, carried in the page as a data URL (as the tab's icon is, index.html):
 * loaded as a file it was asked for again at every change of layout, since React 19 renders a
 * new image twice before showing it, and under load the browser gave up on the first request
 * (the route walk's "request failed … logo.svg net::ERR_ABORTED").
 */
export function Logo({ size, style }: { size: number; style?: CSSProperties }) {
  return <img src={logo} alt="" width={size} height={size} style={style} />;
}
