import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import type { Bus } from '@bidhall/bus/bus';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { ApiStub } from '../test/api-stub.ts';
import { eventually, startGateway, TestClient } from '../test/harness.ts';
import { publishFromAnotherProcess } from '../test/other-publisher.ts';
import { openProject } from '../test/hall-fixture.ts';
import { signToken } from '../test/tokens.ts';
import { people } from '../test/world.ts';

const up = await requireRedis();

/**
 * Every suite and bench on this machine publishes on the one Redis channel, and a gateway
 * de-duplicates the bus by message id. The ids the test outbox gives must therefore be unique
 * across processes, as the api's are: a gateway that saw another process's events first must
 * still deliver ours (a 19,890-socket bench delivered 0 of 397,800 after 21 minutes of
 * connecting beside other suites).
 */
describe.skipIf(!up)('a gateway on the Redis bus shared with other processes', () => {
  const api = new ApiStub();
  let bus: Bus;
  let node: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    await api.start();
    bus = createRedisBus(REDIS_URL, { connectionName: 'shared-bus-test' });
    node = await startGateway({ bus, apiUrl: api.url, env: { REDIS_URL } });
  });
  afterAll(async () => {
    await node?.close();
    await bus?.close();
    await api.stop();
  });

  it("delivers this process's events after another process published its own project's", async () => {
    const projectId = 300_000 + (process.pid % 100_000);
    const outbox = openProject(projectId);
    api.addProject(outbox, [[people.agency, 'agency']]);
    const token = await signToken(people.agency);
    api.signIn(token, people.agency);
    const client = await new TestClient(node.url, token).connected();
    await client.request('hall:join', { projectId });

    const theirs = await publishFromAnotherProcess({ redisUrl: REDIS_URL, projectId: projectId + 1, events: 5 });
    const ours = [outbox.quote(11, '95.00'), outbox.quote(12, '94.00'), outbox.quote(11, '93.00')];
    expect(ours.map((m) => m.id).filter((id) => theirs.includes(id))).toEqual([]);
    for (const message of ours) await bus.publish(message);

    await eventually(
      () => expect(client.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([1, 2, 3]),
      5000,
    );
    client.close();
  }, 30_000);
});
