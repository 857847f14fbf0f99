import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure, createApiClient } from './api-client.ts';

const SESSION = {
  success: true,
  result: {
    roleNames: ['代理机构'],
    selectedRole: '代理机构',
    name: '代理',
    user: {
      id: 7,
      name: '代理',
      userName: 'agency',
      emailAddress: null,
      phoneNumber: null,
      companyId: 3,
      isReview: 1,
      reviewComment: null,
    },
    company: null,
    permissions: [],
    tenant: null,
  },
  targetUrl: null,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
};

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An api stand-in that answers the session call, or never answers when `silent`. */
async function apiServer(
  opts: { silent?: boolean; hangUp?: boolean } = {},
): Promise<{ url: string; calls: () => number }> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    if (opts.silent) return;
    if (opts.hangUp) return void req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(SESSION));
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
}

/** A URL nothing listens on: a port that was free a moment ago. */
async function closedUrl(): Promise<string> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the api client with several api URLs', () => {
  it('asks the next api when the first refuses the connection (its process is down)', async () => {
    const second = await apiServer();
    const client = createApiClient({ baseUrls: [await closedUrl(), second.url], timeoutMs: 2000 });
    expect(await client.currentUser('token')).toEqual({ userId: 7, companyId: 3 });
    expect(second.calls()).toBe(1);
    client.close();
  });

  it('asks the next api when the first drops the connection mid-call (once more first: a GET is safe to repeat)', async () => {
    const [dropping, second] = await Promise.all([apiServer({ hangUp: true }), apiServer()]);
    const client = createApiClient({ baseUrls: [dropping.url, second.url], timeoutMs: 2000 });
    expect(await client.currentUser('token')).toEqual({ userId: 7, companyId: 3 });
    expect([dropping.calls(), second.calls()]).toEqual([2, 1]);
    client.close();
  });

  it('asks only the first while it answers', async () => {
    const [first, second] = await Promise.all([apiServer(), apiServer()]);
    const client = createApiClient({ baseUrls: [first.url, second.url], timeoutMs: 2000 });
    await client.currentUser('token');
    await client.currentUser('token');
    expect([first.calls(), second.calls()]).toEqual([2, 0]);
    client.close();
  });

  it('does not repeat a call that timed out (the api may be overloaded), and says the api is unavailable', async () => {
    const [slow, second] = await Promise.all([apiServer({ silent: true }), apiServer()]);
    const client = createApiClient({ baseUrls: [slow.url, second.url], timeoutMs: 300 });
    const failure = await client.currentUser('token').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).code).toBe('unavailable');
    expect(second.calls()).toBe(0);
    client.close();
  });

  it('says the api is unavailable when every URL refuses', async () => {
    const client = createApiClient({ baseUrls: [await closedUrl(), await closedUrl()], timeoutMs: 2000 });
    await expect(client.currentUser('token')).rejects.toMatchObject({ code: 'unavailable' });
    client.close();
  });
});
