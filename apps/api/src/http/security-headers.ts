import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { resolveLanguage } from '@bidhall/domain/lang';
import { CACHE_CONTROL, HSTS_HEADER, helmetOptions, originAllowed } from '@bidhall/domain/security-policy';
import type { Config } from '../config.ts';
import { ApiError } from './errors.ts';
import { sendError } from './respond.ts';

/**
 * The policy's headers (packages/domain/security-policy) on every answer, set by helmet before
 * any route runs; the page and the assets then replace the CSP and Cache-Control with their
 * own. HSTS only on answers that came over HTTPS (directly or through the trusted proxy, as
 * express's `req.secure` tells). Api answers are never stored.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  return [
    helmet(helmetOptions({ connectOrigins: config.cspConnectOrigins })),
    (req, res, next) => {
      if (config.hsts && req.secure) res.setHeader('strict-transport-security', HSTS_HEADER);
      res.setHeader('cache-control', CACHE_CONTROL.api);
      next();
    },
  ];
}

/**
 * A call whose Origin may not change things (the rule is packages/domain's originAllowed) is
 * refused before anything runs.
 */
export function originGuard(config: Config): RequestHandler {
  return (req, res, next) => {
    if (originAllowed(req.method, req.headers.origin, req.headers.host, config.allowedOrigins)) return next();
    sendError(res, new ApiError(403, { key: 'auth.foreignOrigin' }), resolveLanguage(req.headers['accept-language']));
  };
}
