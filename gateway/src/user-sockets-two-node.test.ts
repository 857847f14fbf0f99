import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { ApiStub } from '../test/api-stub.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, TestClient } from '../test/harness.ts';
import { signToken, type TestUser } from '../test/tokens.ts';
import { TENANT } from '../test/world.ts';

const up = await requireRedis();
const MAX = 3;
const LEASE_MS = 1500;

const outcome = (client: TestClient) =>
  client.connected().then(
    () => 'connected',
    (error: { data: { code: string }; message: string }) => `${error.data.code}: ${error.message}`,
  );

describe.skipIf(!up)('sockets per user across two gateway processes on one Redis', () => {
  const api = new ApiStub();
  let nodes: Awaited<ReturnType<typeof spawnGateway>>[] = [];
  // A user of this run alone: other suites share the Redis and its counts.
  const user: TestUser = {
    userId: 700_000 + (process.pid % 100_000),
    tenantId: TENANT,
    role: '采购人',
    companyId: 200,
  };
  let token: string;

  beforeAll(async () => {
    await api.start();
    nodes = await Promise.all(
      ['cap-a', 'cap-b'].map((name) =>
        spawnGateway({
          apiUrl: api.url,
          redisUrl: REDIS_URL,
          name,
          extra: { MAX_SOCKETS_PER_USER: String(MAX), SOCKET_LEASE_MS: String(LEASE_MS) },
        }),
      ),
    );
    token = await signToken(user);
    api.signIn(token, user);
  }, 30_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.kill()));
    await api.stop();
  });

  it('refuses the one past the cap on either node with the reason, and a closed socket frees its place on the other', async () => {
    const [a, b] = nodes.map((n) => n.url) as [string, string];
    // Two on A, then handshakes arriving together on both: one more place across the two nodes.
    const first = [new TestClient(a, token), new TestClient(a, token)];
    expect(await Promise.all(first.map(outcome))).toEqual(['connected', 'connected']);
    const together = [a, b, b, a, b].map((url) => new TestClient(url, token, { lang: 'en-US' }));
    const outcomes = await Promise.all(together.map(outcome));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(1);
    expect(new Set(outcomes.filter((o) => o !== 'connected'))).toEqual(
      new Set([
        `too-many-sockets: Too many live connections for this account (at most ${MAX}); close other pages and try again`,
      ]),
    );
    // Each node alone holds fewer than the cap: only the count across nodes refuses.
    const onB = new TestClient(b, token);
    expect(await outcome(onB)).toMatch(/^too-many-sockets/);

    // A socket closed on A: its place is taken on B, and the cap holds again after it.
    first[0]!.close();
    const taken: TestClient[] = [];
    await eventually(async () => {
      const attempt = new TestClient(b, token);
      taken.push(attempt);
      expect(await outcome(attempt)).toBe('connected');
    });
    expect(await outcome(new TestClient(a, token))).toMatch(/^too-many-sockets/);
    for (const client of [...first, ...together, onB, ...taken]) client.close();
  }, 30_000);

  it("frees a killed node's places once their lease runs out, while the live node's sockets keep theirs", async () => {
    const [a, b] = nodes.map((n) => n.url) as [string, string];
    await eventually(async () => {
      const probe = new TestClient(a, token);
      const result = await outcome(probe);
      probe.close();
      expect(result).toBe('connected');
    });
    const onA = [new TestClient(a, token), new TestClient(a, token)];
    const onB = new TestClient(b, token);
    expect(await Promise.all([...onA, onB].map(outcome))).toEqual(['connected', 'connected', 'connected']);
    await nodes[0]!.kill();
    // Straight after the kill A's places still count; B renews its own past several leases.
    expect(await outcome(new TestClient(b, token))).toMatch(/^too-many-sockets/);
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 2));
    // Three handshakes at once: whichever arrives last is the one past the cap.
    const after = [new TestClient(b, token), new TestClient(b, token), new TestClient(b, token)];
    const outcomes = await Promise.all(after.map(outcome));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'connected')).toEqual([expect.stringMatching(/^too-many-sockets/)]);
    for (const client of [...onA, onB, ...after]) client.close();
  }, 30_000);
});
