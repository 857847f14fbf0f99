import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import proxyAddr from 'proxy-addr';
import { CACHE_CONTROL, HSTS_HEADER, helmetOptions, originAllowed } from '@bidhall/domain/security-policy';
import type { Config } from '../config.ts';
import { TRUSTED_PROXIES } from './client-address.ts';

export type HeaderStep = (req: IncomingMessage, res: ServerResponse) => void;

const trusted = proxyAddr.compile(TRUSTED_PROXIES);

/** HTTPS directly, or through a proxy the api trusts (X-Forwarded-Proto). */
function overHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https' && trusted(req.socket.remoteAddress ?? '', 0);
}

/**
 * The policy's headers (packages/domain/security-policy) on every answer, set by helmet before
 * anything is written; the page and the assets then replace the CSP and Cache-Control with
 * their own. Api answers are never stored.
 */
export function securityHeaders(config: Config): HeaderStep {
  const helmetSteps = recordedSteps(helmet(helmetOptions({ connectOrigins: config.cspConnectOrigins })));
  return (req, res) => {
    for (const [name, value] of helmetSteps) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    if (config.hsts && overHttps(req)) res.setHeader('strict-transport-security', HSTS_HEADER);
    res.setHeader('cache-control', CACHE_CONTROL.api);
  };
}

type Helmet = ReturnType<typeof helmet>;
/** A header helmet sets (its value) or removes (null). */
type HeaderChange = [name: string, value: string | number | readonly string[] | null];

/**
 * What helmet does to every answer, worked out once: its options here hold no per-request value
 * (no nonce, no function), so its steps are the same header changes for every request, and
 * replaying them spares each request helmet's chain of a dozen middlewares (docs/perf.md).
 */
function recordedSteps(apply: Helmet): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void changes.push([name, value]),
    removeHeader: (name: string) => void changes.push([name, null]),
  };
  let finished = false;
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  // helmet's steps are synchronous and only change headers; anything else would not replay.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return changes;
}

/** Whether the call's Origin may change things (the rule is packages/domain's originAllowed). */
export function originGuard(config: Config): (req: IncomingMessage) => boolean {
  return (req) => originAllowed(req.method ?? 'GET', req.headers.origin, req.headers.host, config.allowedOrigins);
}
