import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const request = (remoteAddress: string | undefined, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the caller address', () => {
  it('is the socket peer when nothing is forwarded', () => {
    expect(clientAddress(request('198.51.100.7'))).toBe('198.51.100.7');
  });

  it('believes X-Forwarded-For only from a proxy on this host', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.5'))).toBe('203.0.113.5');
    expect(clientAddress(request('::1', '203.0.113.5'))).toBe('203.0.113.5');
    // A caller from elsewhere cannot name another address for itself.
    expect(clientAddress(request('198.51.100.7', '203.0.113.5'))).toBe('198.51.100.7');
  });

  it('stops at the first address not on this host, however many hops are claimed', () => {
    expect(clientAddress(request('127.0.0.1', '10.9.9.9, 203.0.113.5'))).toBe('203.0.113.5');
  });

  it('is "unknown" once the socket is gone', () => {
    expect(clientAddress(request(undefined))).toBe('unknown');
  });
});
