import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.ts';

// The caller's address as the api takes it (the request log's, the sign-in throttle's), over
// real sockets: from this host, and from this machine's own address on its network, which is
// not a local proxy.
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

let api: TestApi;
let server: Server;
const lines: Array<{ reqId?: string; req?: { remoteAddress?: string } }> = [];
beforeAll(async () => {
  api = await startTestApi();
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  server = createServer((await api.sibling({ logger })).app);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/** The address the api logged for a call from `host` that claims `forwardedFor`. */
async function addressSeen(host: string, forwardedFor?: string): Promise<string | undefined> {
  const id = `addr-${lines.length}-${Math.random()}`;
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { 'x-request-id': id };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  await (await fetch(`http://${host}:${port}/swagger/v1/swagger.json`, { headers })).arrayBuffer();
  return lines.find((l) => l.reqId === id)?.req?.remoteAddress;
}

describe('the caller address', () => {
  it('is the socket peer when nothing is forwarded', async () => {
    expect(await addressSeen('127.0.0.1')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('believes X-Forwarded-For only from a proxy on this host', async () => {
    expect(await addressSeen('127.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    if (!outside) return console.log('skipped: no network address besides loopback to call from');
    // A caller from elsewhere cannot name another address for itself.
    expect(await addressSeen(outside, '203.0.113.5')).toMatch(new RegExp(`^(::ffff:)?${outside}$`));
  });

  it('stops at the first address not on this host, however many hops are claimed', async () => {
    expect(await addressSeen('127.0.0.1', '10.9.9.9, 203.0.113.5')).toBe('203.0.113.5');
  });
});
