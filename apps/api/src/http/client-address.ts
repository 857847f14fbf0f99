import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The proxies whose X-Forwarded-For the api believes: nginx on the same host (the compose
 * topology) and nothing else, so a caller cannot name another address for itself.
 */
export const TRUSTED_PROXIES = 'loopback';
const trusted = proxyAddr.compile(TRUSTED_PROXIES);

/** The caller's address as express's req.ip gives it with the same trust, for requests express does not see. */
export function clientAddress(req: IncomingMessage): string {
  return proxyAddr(req, trusted) ?? 'unknown';
}
