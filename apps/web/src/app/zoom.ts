import { DEFAULT_ZOOM, isZoomChoice } from '@bidhall/domain/ui';
import type { ZoomChoice } from '@bidhall/domain/ui';
import { COOKIE, readCookie, writeCookie } from '../auth/cookies';

export function storedZoom(): ZoomChoice {
  const value = Number(readCookie(COOKIE.zoom));
  return isZoomChoice(value) ? value : DEFAULT_ZOOM;
}

/** Scales the whole page; CSS zoom keeps layout and hit-testing in step, unlike a transform. */
export function applyZoom(zoom: ZoomChoice) {
  document.documentElement.style.setProperty('zoom', String(zoom / 100));
}

export function setZoom(zoom: ZoomChoice) {
  writeCookie(COOKIE.zoom, String(zoom));
  applyZoom(zoom);
}
