import { describe, expect, it } from 'vitest';
import { cpuShares, listenOverflows, machineSplit, machineTicks, tcpExt } from './second-sampler.ts';

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

describe('how the machine spent its cores', () => {
  it('reads /proc/stat and splits an interval into niced and idle', () => {
    const before = machineTicks('cpu  100 50 20 800 30 0 0 0 0 0\ncpu0 1 2 3\n');
    expect(before).toEqual({ nice: 50, idle: 830, total: 1000 });
    const after = machineTicks('cpu  150 110 40 850 30 0 0 0 0 0\n');
    expect(machineSplit(before, after)).toBe('niced 33%, idle 28%');
    expect(tcpExt('TCPSynRetrans', 'TcpExt: A TCPSynRetrans\nTcpExt: 1 42\n')).toBe(42);
  });
});
