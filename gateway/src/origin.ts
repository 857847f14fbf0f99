import type { IncomingMessage } from 'node:http';
import { originMatches } from '@bidhall/domain/security-policy';

/**
 * Which WebSocket upgrades may proceed. Browsers always send Origin; other clients (k6,
 * services, tests) send none and must still present a token. A page served by the same host
 * (the embedded mode: web app, api and gateway on one port) is always allowed; any other
 * origin must be listed in ALLOWED_ORIGINS. The rule is the api's too (packages/domain).
 */
export function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  return originMatches(req.headers.origin, req.headers.host, allowed);
}
