import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type World } from '../test/world.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
let world: World;
beforeAll(async () => {
  world = await startWorld({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => world.close());

// A request that came through a proxy is someone else's, however near the proxy stands.
const fromOutside = { 'x-forwarded-for': '203.0.113.9' };

describe("/metrics and /healthz: the node's activity is for its operators", () => {
  it('refuses /metrics to a caller from outside without the token, and gives it with the token', async () => {
    const anonymous = await fetch(`${world.node.url}/metrics`, { headers: fromOutside });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toMatch(/gateway_/);
    const wrong = await fetch(`${world.node.url}/metrics`, {
      headers: { ...fromOutside, authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const operator = await fetch(`${world.node.url}/metrics`, {
      headers: { ...fromOutside, authorization: `Bearer ${TOKEN}` },
    });
    expect(operator.status).toBe(200);
    expect(await operator.text()).toMatch(/gateway_connections/);
  });

  it('gives /metrics to a caller on this host that no proxy relayed', async () => {
    const local = await fetch(`${world.node.url}/metrics`);
    expect(local.status).toBe(200);
  });

  it('tells an outsider the health status only: no node name, no connection count', async () => {
    const outside = await fetch(`${world.node.url}/healthz`, { headers: fromOutside });
    expect(outside.status).toBe(200);
    expect(await outside.json()).toEqual({ status: 'ok' });
    const inside = await fetch(`${world.node.url}/healthz`);
    expect(await inside.json()).toMatchObject({ status: 'ok', bus: 'ready', connections: expect.any(Number) });
  });
});
