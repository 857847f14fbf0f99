import { describe, expect, it } from 'vitest';
import { cpuShares, listenOverflows } from './second-sampler.ts';

describe('CPU per process, a second at a time', () => {
  it('gives each process its share of a core, and names one restarted or gone instead of a figure', () => {
    const before = new Map([
      ['api-1', { pid: 10, cpuMs: 1000 }],
      ['gateway-1', { pid: 11, cpuMs: 5000 }],
      ['gateway-2', { pid: 12, cpuMs: 5000 }],
    ]);
    const after = new Map([
      ['api-1', { pid: 10, cpuMs: 1450 }],
      ['gateway-1', { pid: 13, cpuMs: 200 }],
      ['gateway-2', { pid: undefined, cpuMs: 0 }],
    ]);
    expect(cpuShares(before, after, 500)).toEqual(['api-1 90%', 'gateway-1 new', 'gateway-2 down']);
  });
});

describe('connections dropped by a full accept queue', () => {
  it('reads TcpExt ListenOverflows from /proc/net/netstat', () => {
    const netstat = [
      'TcpExt: SyncookiesSent SyncookiesRecv ListenOverflows ListenDrops',
      'TcpExt: 0 0 34922 34922',
      'IpExt: InNoRoutes ListenOverflows',
      'IpExt: 0 7',
      '',
    ].join('\n');
    expect(listenOverflows(netstat)).toBe(34922);
    expect(listenOverflows('')).toBe(0);
  });
});
