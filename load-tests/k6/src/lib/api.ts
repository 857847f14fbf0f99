import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { ROLES } from '@bidhall/domain/roles';
import type { RequestKind } from '../plans/metric-names.ts';

export { ROLES };

/** The demo password of every account the fixture and the seed make. */
const PASSWORD = '123qwe';
const TENANT_ID = '1';

type Response = RefinedResponse<ResponseType | undefined>;

function headers(token: string | null): Record<string, string> {
  const h: Record<string, string> = { 'content-type': 'application/json', 'Abp.TenantId': TENANT_ID };
  if (token) h.authorization = `Bearer ${token}`;
  return h;
}

/** Tags of a request: `name` is the endpoint (k6's grouping tag), `kind` its class. */
function tags(name: string, kind: RequestKind) {
  return { name, kind };
}

/** The ABP envelope's result, or null when the call failed (the caller records it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope's result is read by each caller
export function resultOf(res: Response): any {
  if (typeof res.body !== 'string' || res.body.length === 0) return null;
  try {
    const envelope = JSON.parse(res.body) as { success?: boolean; result?: unknown };
    return envelope && envelope.success ? envelope.result : null;
  } catch {
    return null;
  }
}

function signInRequest(base: string, userName: string, role: string) {
  const expert = role === ROLES.expert;
  const path = expert ? '/api/TokenAuth/ExpertAuthenticate' : '/api/TokenAuth/Authenticate';
  const credentials = { userNameOrEmailAddress: userName, password: PASSWORD };
  const body = expert ? credentials : { userNameOrEmailAddress: userName, password: PASSWORD, selectRole: role };
  return {
    url: `${base}${path}`,
    body: JSON.stringify(body),
    params: { headers: headers(null), tags: tags(path, 'sign-in') },
  };
}

function tokenOf(res: Response): string | null {
  const result = resultOf(res);
  return result ? String(result.accessToken) : null;
}

/** Experts use their own sign-in; everyone else names the role they act in. */
export function signIn(base: string, userName: string, role: string): string | null {
  const r = signInRequest(base, userName, role);
  return tokenOf(http.post(r.url, r.body, r.params));
}

/** Signs in many accounts of one role, `parallel` at a time (argon2 makes each one slow). */
export function signInAll(
  base: string,
  userNames: readonly string[],
  role: string,
  parallel: number,
): Array<string | null> {
  const tokens: Array<string | null> = [];
  for (let i = 0; i < userNames.length; i += parallel) {
    const batch = userNames.slice(i, i + parallel).map((name) => {
      const r = signInRequest(base, name, role);
      return { method: 'POST', url: r.url, body: r.body, params: r.params };
    });
    for (const res of http.batch(batch)) tokens.push(tokenOf(res));
  }
  return tokens;
}

export function appGet(
  base: string,
  token: string | null,
  service: string,
  query?: Record<string, string | number>,
): Response {
  const pairs = Object.keys(query || {}).map(
    (k) => `${encodeURIComponent(k)}=${encodeURIComponent(String((query || {})[k]))}`,
  );
  const url = `${base}/api/services/app/${service}${pairs.length ? `?${pairs.join('&')}` : ''}`;
  return http.get(url, { headers: headers(token), tags: tags(service, 'read') });
}

export function appPost(
  base: string,
  token: string | null,
  service: string,
  body: unknown,
  timeoutMs: number,
): Response {
  const params = { headers: headers(token), tags: tags(service, 'write'), timeout: `${timeoutMs}ms` };
  return http.post(`${base}/api/services/app/${service}`, JSON.stringify(body), params);
}
