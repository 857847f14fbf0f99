import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { ApiStub } from '../test/api-stub.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, type TestClient } from '../test/harness.ts';
import { joinedClient, latestPresence, openProject } from '../test/hall-fixture.ts';
import type { TestUser } from '../test/tokens.ts';
import { people } from '../test/world.ts';

// Without Redis this prints why it is skipped; with CI=true a missing Redis fails the run.
const up = await requireRedis();

describe.skipIf(!up)('hall:presence across two gateway processes on real Redis', () => {
  const api = new ApiStub();
  let nodes: Awaited<ReturnType<typeof spawnGateway>>[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    await api.start();
    nodes = await Promise.all(
      ['presence-a', 'presence-b'].map((name) => spawnGateway({ apiUrl: api.url, redisUrl: REDIS_URL, name })),
    );
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.kill()));
    await api.stop();
  });

  async function joined(user: TestUser, node: number, projectId: number): Promise<TestClient> {
    const client = await joinedClient(api, nodes[node]!.url, user, projectId);
    clients.push(client);
    return client;
  }

  it('counts for an agency on node A the suppliers connected to node B, and lowers it as they go', async () => {
    // A project id of its own: other suites share the Redis channel.
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
