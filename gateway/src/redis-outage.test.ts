import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { ApiStub } from '../test/api-stub.ts';
import { eventually, startGateway, TestClient } from '../test/harness.ts';
import { openWindow, ProjectOutbox } from '../test/outbox.ts';
import { TcpProxy } from '../test/tcp-proxy.ts';
import { signToken } from '../test/tokens.ts';
import { people, TENANT } from '../test/world.ts';

const up = await requireRedis();

describe.skipIf(!up)('Redis outage', () => {
  const redis = new URL(REDIS_URL);
  const proxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
  const api = new ApiStub();
  const publisher = createRedisBus(REDIS_URL, { connectionName: 'outage-test-publisher' });
  let node: Awaited<ReturnType<typeof startGateway>>;
  let nodeBus: ReturnType<typeof createRedisBus>;

  beforeAll(async () => {
    await proxy.start();
    await api.start();
    nodeBus = createRedisBus(proxy.url, { connectionName: 'outage-test-node' });
    node = await startGateway({ bus: nodeBus, apiUrl: api.url, env: { REDIS_URL: proxy.url } });
  });
  afterAll(async () => {
    await node.close();
    await nodeBus.close();
    await publisher.close();
    await proxy.cut();
    await api.stop();
  });

  const health = async () => (await fetch(`${node.url}/healthz`)).status;

  it('keeps the sockets while Redis is away, resubscribes when it returns, and resyncs the missed seqs', async () => {
    const outbox = new ProjectOutbox({
      projectId: 200_000 + (process.pid % 100_000),
      tenantId: TENANT,
      winbidRule: 1,
      disclosure: 2,
      maxQuotes: null,
      window: openWindow(),
    });
    api.addProject(outbox, [
      [people.agency, 'agency'],
      [people.supplierC, 'supplier'],
    ]);
    const clients = await Promise.all(
      [people.agency, people.supplierC].map(async (user) => {
        const token = await signToken(user);
        api.signIn(token, user);
        const c = await new TestClient(node.url, token).connected();
        await c.request('hall:join', { projectId: outbox.settings.projectId });
        return c;
      }),
    );
    const ids = clients.map((c) => c.socket.id);
    await publisher.publish(outbox.quote(11, '95.00'));
    for (const c of clients) await eventually(() => expect(c.received('quote:accepted')).toHaveLength(1));

    await proxy.cut();
    await eventually(async () => expect(await health()).toBe(503));
    await publisher.publish(outbox.quote(12, '94.00'));
    await publisher.publish(outbox.quote(11, '93.00'));
    await proxy.restore();
    await eventually(async () => expect(await health()).toBe(200), 10_000);
    // Resubscribed: the next event shows the gap, and the hall is resynced by snapshot.
    await eventually(async () => {
      await publisher.publish(outbox.quote(12, '92.00'));
      for (const c of clients) expect(c.received('hall:snapshot').length).toBe(2);
    }, 10_000);
    for (const c of clients) {
      expect(c.socket.connected).toBe(true);
      const last = c.received('hall:snapshot').at(-1) as { seq: number; ranking: { entries: { amount: string }[] } };
      expect(last.seq).toBeGreaterThanOrEqual(4);
      expect(last.ranking.entries.map((e) => e.amount)).toContain('93.00');
    }
    expect(clients.map((c) => c.socket.id)).toEqual(ids);
    for (const c of clients) c.close();
  }, 30_000);
});
