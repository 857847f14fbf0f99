/* global __ENV, open -- k6 runtime globals, typed by @types/k6 */
import http from 'k6/http';

/** Where the platform answers: nginx in the compose topology, or the embedded server. */
export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
export const TENANT_ID = __ENV.TENANT_ID || '1';
export const PASSWORD = __ENV.PASSWORD || '123qwe';
/** The realtime protocol version (packages/contracts realtime/protocol.ts). */
export const PROTOCOL_VERSION = 1;

/** Role names on the wire are the Chinese names (RULES.md). */
export const ROLES = {
  purchaser: '采购人',
  agency: '代理机构',
  supplier: '供应商',
  expert: '评审专家',
  admin: '管理员',
};

/** @param {string | null} token */
export function headers(token) {
  /** @type {Record<string, string>} */
  const h = { 'content-type': 'application/json', 'Abp.TenantId': TENANT_ID };
  if (token) h.authorization = `Bearer ${token}`;
  return h;
}

/**
 * The ABP envelope's result, or null when the call failed (the caller's check records it).
 * @param {import('k6/http').RefinedResponse<any>} res
 * @returns {any}
 */
export function resultOf(res) {
  if (typeof res.body !== 'string' || res.body.length === 0) return null;
  try {
    const envelope = JSON.parse(res.body);
    return envelope && envelope.success ? envelope.result : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} userName
 * @param {string} role  the Chinese role name; experts use their own sign-in
 * @returns {string | null} the access token
 */
export function signIn(userName, role) {
  const expert = role === ROLES.expert;
  const body = expert
    ? { userNameOrEmailAddress: userName, password: PASSWORD }
    : { userNameOrEmailAddress: userName, password: PASSWORD, selectRole: role };
  const path = expert ? '/api/TokenAuth/ExpertAuthenticate' : '/api/TokenAuth/Authenticate';
  const res = http.post(`${BASE_URL}${path}`, JSON.stringify(body), { headers: headers(null), tags: { name: path } });
  const result = resultOf(res);
  return result ? String(result.accessToken) : null;
}

/**
 * @param {string | null} token
 * @param {string} service  e.g. "Session/GetCurrentLoginInformations"
 * @param {Record<string, string | number>} [query]
 */
export function appGet(token, service, query) {
  const qs = Object.entries(query || {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  const url = `${BASE_URL}/api/services/app/${service}${qs ? `?${qs}` : ''}`;
  return http.get(url, { headers: headers(token), tags: { name: service } });
}

/**
 * @param {string | null} token
 * @param {string} service
 * @param {unknown} body
 * @param {number} [timeoutMs]
 */
export function appPost(token, service, body, timeoutMs) {
  const params = { headers: headers(token), tags: { name: service }, timeout: `${timeoutMs || 10000}ms` };
  return http.post(`${BASE_URL}/api/services/app/${service}`, JSON.stringify(body), params);
}

/**
 * The run's fixture (load-tests/src/fixture: suppliers with passed sign-ups and a live
 * project), read once in the init context. FIXTURE is relative to the script.
 * @returns {{projectId: number, tenantId: number, suppliers: string[], agency: string, purchaser: string,
 *   window: {from: number, to: number}}}
 */
export function loadFixture() {
  return JSON.parse(open(__ENV.FIXTURE || '../fixture.json'));
}

/**
 * One agency and one purchaser token for every watcher, signed in once in setup():
 * argon2 on the server would otherwise be what is measured.
 * @param {{agency: string, purchaser: string}} fixture
 */
export function signInWatchers(fixture) {
  const agency = signIn(fixture.agency, ROLES.agency);
  const purchaser = signIn(fixture.purchaser, ROLES.purchaser);
  if (agency === null || purchaser === null) throw new Error('the fixture agency or purchaser could not sign in');
  return { agency, purchaser };
}

/** @param {string | undefined} value @param {number} fallback */
export function intEnv(value, fallback) {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}
