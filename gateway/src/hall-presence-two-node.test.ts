import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@bidhall/testkit/ports';
import { requireRedisServer, startRedisServer } from '@bidhall/testkit/redis-server';
import { ApiStub } from '../test/api-stub.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, type TestClient } from '../test/harness.ts';
import { joinedClient, latestPresence, openProject } from '../test/hall-fixture.ts';
import type { TestUser } from '../test/tokens.ts';
import { people } from '../test/world.ts';

// Without redis-server this prints why it is skipped; with CI=true a missing one fails the run.
const up = await requireRedisServer();

describe.skipIf(!up)('hall:presence across two gateway processes on real Redis', () => {
  const api = new ApiStub();
  let nodes: Awaited<ReturnType<typeof spawnGateway>>[] = [];
  const clients: TestClient[] = [];
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;

  // A Redis of their own: counting asks every node subscribed to the adapter's channel, and on
  // the shared server that includes the gateways other files are stopping, whose answers never
  // come (the count then waits out the adapter's 5 s limit).
  beforeAll(async () => {
    redis = await startRedisServer(await freePort());
    await api.start();
    nodes = await Promise.all(
      ['presence-a', 'presence-b'].map((name) => spawnGateway({ apiUrl: api.url, redisUrl: redis!.url, name })),
    );
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.kill()));
    await api.stop();
    await redis?.stop();
  });

  async function joined(user: TestUser, node: number, projectId: number): Promise<TestClient> {
    const client = await joinedClient(api, nodes[node]!.url, user, projectId);
    clients.push(client);
    return client;
  }

  it('counts for an agency on node A the suppliers connected to node B, and lowers it as they go', async () => {
    const projectId = 200_000 + (process.pid % 100_000);
    const outbox = openProject(projectId);
    api.addProject(outbox, [
      [people.agency, 'agency'],
      [people.purchaser, 'purchaser'],
      [people.supplierA, 'supplier'],
      [people.supplierB, 'supplier'],
    ]);
    const agency = await joined(people.agency, 0, projectId);
    await eventually(() => expect(latestPresence(agency, projectId)).toBe(0), 5_000);

    const supplierA = await joined(people.supplierA, 1, projectId);
    await eventually(() => expect(latestPresence(agency, projectId)).toBe(1), 5_000);
    const supplierB = await joined(people.supplierB, 1, projectId);
    await eventually(() => expect(latestPresence(agency, projectId)).toBe(2), 5_000);
    // Node A counting for a newcomer on its own asks node B for the hall's suppliers.
    const purchaser = await joined(people.purchaser, 0, projectId);
    await eventually(() => expect(latestPresence(purchaser, projectId)).toBe(2), 5_000);

    supplierB.close();
    await eventually(
      () => expect([latestPresence(agency, projectId), latestPresence(purchaser, projectId)]).toEqual([1, 1]),
      5_000,
    );
    supplierA.close();
    await eventually(() => expect(latestPresence(agency, projectId)).toBe(0), 5_000);
  }, 40_000);
});
