import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, TestClient } from '../test/harness.ts';
import { signToken, TEST_SECRET } from '../test/tokens.ts';
import { people, startWorld, type World } from '../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

async function refusal(client: TestClient): Promise<{ message: string; data: { code: string } }> {
  const error = await client.connected().then(
    () => null,
    (e: { message: string; data: { code: string } }) => e,
  );
  client.close();
  if (!error) throw new Error('the handshake was accepted');
  return error;
}

describe('handshake', () => {
  it('accepts the api tokens of two users and puts each in its own rooms', async () => {
    const [agency, supplier] = await Promise.all([world.tokenOf(people.agency), world.tokenOf(people.supplierA)]);
    const clients = await Promise.all([
      new TestClient(world.node.url, agency).connected(),
      new TestClient(world.node.url, supplier).connected(),
    ]);
    const rooms = world.node.gateway.io.of('/').adapter.rooms;
    expect(rooms.get('user:1')?.has(clients[0].socket.id ?? '')).toBe(true);
    expect(rooms.get('tenant:1:role:代理机构')?.has(clients[0].socket.id ?? '')).toBe(true);
    expect(rooms.get('user:11')?.has(clients[1].socket.id ?? '')).toBe(true);
    expect(rooms.get('user:11')?.has(clients[0].socket.id ?? '')).toBe(false);
    for (const c of clients) c.close();
  });

  it('refuses a missing token', async () => {
    const error = await refusal(new TestClient(world.node.url, undefined));
    expect(error.data.code).toBe('token-missing');
    expect(error.message).toBe('未登录');
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const good = await world.tokenOf(people.agency);
    const [head, body, sig] = good.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: '管理员' })).toString('base64url')}.${sig}`;
    const otherSecret = await signToken(people.agency, { secret: `${TEST_SECRET}-not-ours` });
    for (const token of [forged, otherSecret, 'not-a-jwt']) {
      const error = await refusal(new TestClient(world.node.url, token));
      expect(error.data.code).toBe('unauthenticated');
    }
  });

  it('refuses an expired token with its own message, in the client language', async () => {
    const expired = await signToken(people.agency, { expiresInSeconds: -10 });
    world.api.signIn(expired, people.agency);
    const error = await refusal(new TestClient(world.node.url, expired, { lang: 'en-US' }));
    expect(error.data.code).toBe('token-expired');
    expect(error.message).toBe('The session has expired; please sign in again');
  });

  it('refuses a token that expired since its signature was checked and cached', async () => {
    let now = Date.now();
    const timed = await startWorld({ clock: { now: () => now } });
    try {
      const token = await signToken(people.agency, { expiresInSeconds: 20 });
      timed.api.signIn(token, people.agency);
      (await new TestClient(timed.node.url, token).connected()).close();
      now += 21_000;
      const error = await refusal(new TestClient(timed.node.url, token));
      expect(error.data.code).toBe('token-expired');
    } finally {
      await timed.close();
    }
  });

  it('refuses a token the api revoked, though its signature is good', async () => {
    const token = await signToken(people.purchaser);
    const error = await refusal(new TestClient(world.node.url, token));
    expect(error.data.code).toBe('token-revoked');
  });

  it('refuses an old protocol version so the page reloads', async () => {
    const token = await world.tokenOf(people.agency);
    const error = await refusal(new TestClient(world.node.url, token, { v: 0 }));
    expect(error.data.code).toBe('protocol-outdated');
  });

  it('lets a listed origin and the same host in, and keeps another origin out', async () => {
    const token = await world.tokenOf(people.agency);
    const allowed = await new TestClient(world.node.url, token, { origin: ALLOWED_ORIGIN }).connected();
    const sameHost = await new TestClient(world.node.url, token, { origin: world.node.url }).connected();
    const foreign = new TestClient(world.node.url, token, { origin: 'https://evil.example.com' });
    await expect(foreign.connected()).rejects.toBeTruthy();
    expect(foreign.socket.connected).toBe(false);
    for (const c of [allowed, sameHost, foreign]) c.close();
  });

  it('asks the api once per token while its answer is cached', async () => {
    const token = await world.tokenOf(people.supplierB);
    const before = world.api.calls.session;
    const clients = await Promise.all([1, 2, 3].map(() => new TestClient(world.node.url, token).connected()));
    // The three handshakes share the first answer; after that the cache answers.
    expect(world.api.calls.session - before).toBe(1);
    const again = await new TestClient(world.node.url, token).connected();
    expect(world.api.calls.session - before).toBe(1);
    for (const c of [...clients, again]) c.close();
  });
});
