import Cookies from 'js-cookie';
import { cookieAttributes } from '@bidhall/domain/security-policy';
import { TOKEN_LIFETIME_MS } from '@bidhall/domain/ui';

/** Cookie names the platform keeps; SELECT_ROLE is named by the specification. */
export const COOKIE = {
  token: 'Access-Token',
  role: 'SELECT_ROLE',
  tenant: 'Abp.TenantId',
  tabs: 'MULTI_TABS',
  lang: 'LANG',
  zoom: 'ZOOM',
} as const;

/** SameSite=Strict, Secure on HTTPS, path / (packages/domain/security-policy); kept as long as a token lives. */
const lifetime = () => cookieAttributes(location.protocol, new Date(Date.now() + TOKEN_LIFETIME_MS));

export const getToken = (): string | undefined => Cookies.get(COOKIE.token) || undefined;
export const setToken = (token: string) => Cookies.set(COOKIE.token, token, lifetime());

export const getSelectedRole = (): string | undefined => Cookies.get(COOKIE.role) || undefined;
export const setSelectedRole = (role: string) => Cookies.set(COOKIE.role, role, lifetime());

export function getTenantId(): number | undefined {
  const raw = Cookies.get(COOKIE.tenant);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
export function setTenantId(id: number | undefined) {
  if (id === undefined) Cookies.remove(COOKIE.tenant);
  else Cookies.set(COOKIE.tenant, String(id), lifetime());
}

export const readCookie = (name: string): string | undefined => Cookies.get(name);
export const writeCookie = (name: string, value: string) => Cookies.set(name, value, lifetime());

/**
 * Signing out forgets who the user was; language, zoom, tenant and the role last chosen (the
 * login form offers it again; a new sign-in sets it anew) stay with the browser.
 */
export function clearAuthCookies() {
  Cookies.remove(COOKIE.token);
  Cookies.remove(COOKIE.tabs);
}
