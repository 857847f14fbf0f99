import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK_V4 = /^127\./;

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && LOOPBACK_V4.test(plain));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read what the node says about its own activity (/metrics; connections and bus state
 * in /healthz): a caller on this host that no proxy relayed (Prometheus beside the node, the
 * drills, `curl localhost`), or anyone presenting the configured token as a Bearer. A request
 * carrying X-Forwarded-For came through a proxy, so it is someone else's however near the
 * proxy stands.
 */
export function internalCaller(req: IncomingMessage, token: string | undefined): boolean {
  const header = req.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (token !== undefined && bearer !== undefined && sameSecret(bearer, token)) return true;
  return isLoopback(req.socket.remoteAddress) && req.headers['x-forwarded-for'] === undefined;
}
