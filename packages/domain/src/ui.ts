/** Interface constants from the specification (sections 2 and 9). */

export const ZOOM_CHOICES = [100, 110, 120, 130, 140] as const;
export type ZoomChoice = (typeof ZOOM_CHOICES)[number];
export const DEFAULT_ZOOM: ZoomChoice = 100;

export function isZoomChoice(value: unknown): value is ZoomChoice {
  return typeof value === 'number' && (ZOOM_CHOICES as readonly number[]).includes(value);
}

/** Token cookie lifetime: 7 days. */
export const TOKEN_LIFETIME_MS = 604_800_000;
/** The project record drawer loads the whole history in one page. */
export const HISTORY_PAGE_SIZE = 1000;
export const REQUEST_TIMEOUT_MS = 100_000;
export const CHUNK_LOAD_TIMEOUT_S = 120;
export const CHUNK_LOAD_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_S * 1000;

/** Paging (`MaxResultCount`): the default when absent, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** Layout sizes and delays named in the specification. */
export const LEFT_MENU_WIDTH_PX = 180;
export const HEADER_HEIGHT_PX = 64;
/** The project side menu is the content height minus this. */
export const SIDE_MENU_HEIGHT_OFFSET_PX = 90;
export const USER_NAME_DELAY_MS = 1500;
/** After a 401 with a stored token: log out, then reload after this delay. */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;

/**
 * A page size as the api should use it: absent or not a positive integer gives the
 * default, anything above the maximum is cut to the maximum.
 */
export function clampPageSize(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(value, MAX_PAGE_SIZE);
}
