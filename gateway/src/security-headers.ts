import helmet from 'helmet';
import { CACHE_CONTROL, helmetOptions } from '@bidhall/domain/security-policy';
import type { HttpHandler } from './http-endpoints.ts';

const apply = helmet(helmetOptions());

/** The platform's security headers (packages/domain/security-policy) on a plain HTTP answer; never stored. */
export function withSecurityHeaders(handler: HttpHandler): HttpHandler {
  return (req, res) => {
    // helmet's steps are synchronous and only set headers.
    apply(req, res, () => undefined);
    res.setHeader('cache-control', CACHE_CONTROL.api);
    handler(req, res);
  };
}
