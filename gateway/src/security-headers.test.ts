import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, SECURITY_HEADERS } from '@bidhall/domain/security-policy';
import { createHttpEndpoints } from './http-endpoints.ts';
import { createMetrics } from './metrics.ts';

let server: Server;
let url: string;

beforeAll(async () => {
  const endpoints = createHttpEndpoints({
    metrics: createMetrics({ defaultMetrics: false }),
    busState: () => 'ready',
    connections: () => 0,
    nodeName: 'test',
    metricsToken: undefined,
  });
  server = createServer(endpoints.route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the gateway's HTTP endpoints", () => {
  it.each(['/healthz', '/metrics', '/nothing'])('%s carries the platform policy and is never stored', async (path) => {
    const res = await fetch(`${url}${path}`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.api);
  });
});
