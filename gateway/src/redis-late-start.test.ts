import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import { freePort } from '@bidhall/testkit/ports';
import { requireRedisServer, startRedisServer } from '@bidhall/testkit/redis-server';
import { ApiStub } from '../test/api-stub.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, settle, type TestClient } from '../test/harness.ts';
import { joinedClient, latestPresence, openProject } from '../test/hall-fixture.ts';
import type { TestUser } from '../test/tokens.ts';
import { people } from '../test/world.ts';

// Without a redis-server binary this prints why it is skipped; with CI=true it fails the run.
const up = await requireRedisServer();

/**
 * How long Redis stays absent after the nodes start. An ioredis command waits across at most
 * `maxRetriesPerRequest` (default 20) reconnect attempts, spaced 50 ms × attempt (capped at
 * 2 s) by the default retry strategy: a command issued while Redis is absent is rejected after
 * 50 × (1 + … + 20) ms = 10.5 s. This waits well past that, with the default timings the
 * deployed process uses.
 */
const REDIS_ABSENT_MS = 20_000;

/**
 * Two gateway processes (main.ts, as deployed) started while their Redis is not there yet, as
 * in a compose deployment whose Redis comes up after the gateways: each must listen at once,
 * answer /healthz with 503, keep retrying, and without a restart become ready when Redis
 * comes up: /healthz 200, bus events to the sockets on both nodes, presence counted across them
 * (the adapter's connections).
 */
describe.skipIf(!up)('gateway processes started before Redis', () => {
  const api = new ApiStub();
  const clients: TestClient[] = [];
  let nodes: Awaited<ReturnType<typeof spawnGateway>>[] = [];
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  let publisher: ReturnType<typeof createRedisBus> | undefined;

  beforeAll(() => api.start());
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.kill()));
    await publisher?.close();
    await redis?.stop();
    await api.stop();
  });

  const health = async (node: { url: string }) => (await fetch(`${node.url}/healthz`)).status;
  async function joined(user: TestUser, node: { url: string }, projectId: number): Promise<TestClient> {
    const client = await joinedClient(api, node.url, user, projectId);
    clients.push(client);
    return client;
  }

  it('listen at once with /healthz 503, and become ready when Redis comes up, without a restart', async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    nodes = await Promise.all(
      ['late-a', 'late-b'].map((name) =>
        spawnGateway({ apiUrl: api.url, redisUrl, name: `${name}-${process.pid}`, waitForBus: false }),
      ),
    );
    const started = Date.now();
    const exits: unknown[] = [];
    for (const n of nodes) n.child.once('exit', (code, signal) => exits.push([code, signal]));
    for (const n of nodes) expect(await health(n)).toBe(503);

    const projectId = 500_000 + (process.pid % 100_000);
    const outbox = openProject(projectId);
    api.addProject(outbox, [
      [people.agency, 'agency'],
      [people.supplierA, 'supplier'],
      [people.supplierB, 'supplier'],
    ]);
    // Sockets are served while the bus is down: the handshake and the join go to the api only.
    const agency = await joined(people.agency, nodes[0]!, projectId);
    const supplierA = await joined(people.supplierA, nodes[1]!, projectId);

    await settle(REDIS_ABSENT_MS - (Date.now() - started));
    expect(exits).toEqual([]);
    for (const n of nodes) expect(await health(n)).toBe(503);

    redis = await startRedisServer(port);
    // ioredis's reconnect delay is capped at 2 s.
    for (const n of nodes) await eventually(async () => expect(await health(n)).toBe(200), 10_000);

    publisher = createRedisBus(redis.url, { connectionName: 'late-start-test-publisher' });
    await eventually(async () => {
      await publisher!.publish(outbox.quote(11, `${100_000 - outbox.seq}.00`));
      for (const c of [agency, supplierA]) expect(c.received('quote:accepted').length).toBeGreaterThan(0);
    }, 10_000);

    // Counted across the nodes through the adapter: the agency on A sees B's suppliers.
    await joined(people.supplierB, nodes[1]!, projectId);
    await eventually(() => expect(latestPresence(agency, projectId)).toBe(2), 10_000);
    expect(exits).toEqual([]);
  }, 60_000);
});
