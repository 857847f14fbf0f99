import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { ApiStub } from '../test/api-stub.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, settle, type TestClient } from '../test/harness.ts';
import { joinedClient, openProject } from '../test/hall-fixture.ts';
import { TcpProxy } from '../test/tcp-proxy.ts';
import type { TestUser } from '../test/tokens.ts';
import { people } from '../test/world.ts';

// Without Redis this prints why it is skipped; with CI=true a missing Redis fails the run.
const up = await requireRedis();

/**
 * A gateway process (main.ts, as deployed) whose Redis connections drop: the bus's and the
 * adapter's, through a proxy the test cuts. Joins and leaves while Redis is away make the
 * adapter queue its broadcasts (hall:presence); the process must live through it, deliver
 * again when Redis is back, and stop on SIGTERM while Redis is away without an unhandled
 * rejection (ioredis's "Connection is closed." for the queued broadcasts, as bench:gateway
 * once died of) and without hanging on a quit that waits for Redis.
 */
describe.skipIf(!up)('a gateway process whose Redis connection drops', () => {
  const redis = new URL(REDIS_URL);
  const proxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
  const api = new ApiStub();
  const publisher = createRedisBus(REDIS_URL, { connectionName: 'redis-drop-test-publisher' });
  const clients: TestClient[] = [];
  let node: Awaited<ReturnType<typeof spawnGateway>>;

  beforeAll(async () => {
    await proxy.start();
    await api.start();
    node = await spawnGateway({ apiUrl: api.url, redisUrl: proxy.url, name: `redis-drop-${process.pid}` });
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await node?.kill();
    await publisher.close();
    await proxy.cut();
    await api.stop();
  });

  it('lives through the drop, delivers when Redis is back, and stops cleanly on SIGTERM while it is away', async () => {
    const projectId = 400_000 + (process.pid % 100_000);
    const outbox = openProject(projectId);
    const suppliers: TestUser[] = [people.supplierA, people.supplierB, people.supplierC];
    api.addProject(outbox, [
      [people.agency, 'agency'],
      ...suppliers.map((u): [TestUser, 'supplier'] => [u, 'supplier']),
    ]);
    const join = async (user: TestUser) => {
      const client = await joinedClient(api, node.url, user, projectId);
      clients.push(client);
      return client;
    };
    const agency = await join(people.agency);
    const [a, b] = await Promise.all(suppliers.slice(0, 2).map(join));
    let exit: [number | null, string | null] | undefined;
    node.child.once('exit', (code, signal) => (exit = [code, signal]));

    // Away: a leave and a join, each a presence count whose broadcast the adapter must queue.
    await proxy.cut();
    a!.close();
    await settle(1200);
    await join(people.supplierC);
    await settle(1200);
    await proxy.restore();
    await eventually(async () => expect((await fetch(`${node.url}/healthz`)).status).toBe(200), 15_000);
    await eventually(async () => {
      await publisher.publish(outbox.quote(11, `${90 - outbox.seq}.00`));
      expect(agency.received('quote:accepted').length + agency.received('hall:snapshot').length).toBeGreaterThan(1);
    }, 15_000);
    expect(exit).toBeUndefined();

    // Away again, this time hung (its connections accepted, never answered: the reconnect
    // waits connected), with a broadcast queued, then SIGTERM.
    proxy.hang();
    b!.close();
    await settle(1200);
    const exited = once(node.child, 'exit');
    node.child.kill('SIGTERM');
    await Promise.race([exited, settle(15_000)]);
    expect(exit).toEqual([0, null]);
  }, 90_000);
});
