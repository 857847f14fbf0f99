import type { IncomingMessage } from 'node:http';

/**
 * Which WebSocket upgrades may proceed. Browsers always send Origin; other clients (k6,
 * services, tests) send none and must still present a token. A page served by the same host
 * (the embedded mode: web app, api and gateway on one port) is always allowed; any other
 * origin must be listed in ALLOWED_ORIGINS.
 */
export function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
