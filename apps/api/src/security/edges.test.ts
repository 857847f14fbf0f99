import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { freePort } from '@bidhall/testkit/ports';
import { startTestApi, type TestApi } from '../../test/harness.ts';
import { HallClient } from '../../test/sockets.ts';

/** The platform in production, embedded gateway and all, as an outsider meets it. */
let api: TestApi;
let url: string;
let token: string;
const CONFIGURED = 'https://bid.example.cn';

beforeAll(async () => {
  const port = await freePort();
  api = await startTestApi({
    EMBED_GATEWAY: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ALLOWED_ORIGINS: CONFIGURED,
  });
  api.clock.set(new Date());
  await new Promise<void>((resolve) => api.server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${port}`;
  token = await api.login('supplier1', ROLES.supplier);
});
afterAll(async () => api.close());

describe('sockets in production', () => {
  it("accept the platform's own origin and the configured ones, not the development server's", async () => {
    const outcome = (origin: string) => new HallClient(url, token, { origin }).outcome();
    expect(await outcome(url)).toBe('connected');
    expect(await outcome(CONFIGURED)).toBe('connected');
    expect(await outcome('http://localhost:5173')).not.toBe('connected');
    expect(await outcome('https://evil.example.com')).not.toBe('connected');
  });
});

describe("the embedded gateway's /metrics and /healthz/realtime", () => {
  // Through a proxy: someone else, however near the proxy stands.
  const outside = { 'X-Forwarded-For': '203.0.113.9' };

  it('give an outsider no metrics and a health status with no activity in it', async () => {
    const metrics = await api.http.get('/metrics').set(outside);
    expect(metrics.status).toBe(401);
    expect(metrics.text).not.toMatch(/gateway_/);
    const health = await api.http.get('/healthz/realtime').set(outside);
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('give the operator on this host both in full', async () => {
    expect((await api.http.get('/metrics')).text).toMatch(/gateway_connections/);
    expect((await api.http.get('/healthz/realtime')).body).toMatchObject({ connections: expect.any(Number) });
  });
});
