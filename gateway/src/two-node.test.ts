import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import type { Bus } from '@bidhall/bus/bus';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import { ApiStub } from '../test/api-stub.ts';
import { FailoverClient } from '../test/failover-client.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, settle } from '../test/harness.ts';
import { openWindow, ProjectOutbox } from '../test/outbox.ts';
import { signToken, type TestUser } from '../test/tokens.ts';
import { people, TENANT } from '../test/world.ts';

const up = await requireRedis();

describe.skipIf(!up)('two gateway processes on real Redis', () => {
  const api = new ApiStub();
  let bus: Bus;
  let nodes: Awaited<ReturnType<typeof spawnGateway>>[] = [];

  beforeAll(async () => {
    await api.start();
    bus = createRedisBus(REDIS_URL, { connectionName: 'two-node-test' });
    nodes = await Promise.all(
      ['node-a', 'node-b'].map((name) => spawnGateway({ apiUrl: api.url, redisUrl: REDIS_URL, name })),
    );
  }, 30_000);
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.kill()));
    await bus?.close();
    await api.stop();
  });

  it('each client gets every event once and in order; a killed node clients catch up on the other with no gap', async () => {
    // A project id of its own, so that other suites publishing on the shared channel do not interfere.
    const outbox = new ProjectOutbox({
      projectId: 100_000 + (process.pid % 100_000),
      tenantId: TENANT,
      winbidRule: 1,
      disclosure: 3,
      maxQuotes: null,
      window: openWindow(),
    });
    const cast: TestUser[] = [people.agency, people.purchaser, people.supplierA, people.supplierC];
    api.addProject(outbox, [
      [people.agency, 'agency'],
      [people.purchaser, 'purchaser'],
      [people.supplierA, 'supplier'],
      [people.supplierC, 'supplier'],
    ]);
    const urls = nodes.map((n) => n.url);
    // Every role on each node: clients 0-3 on node A, 4-7 on node B.
    const clients: FailoverClient[] = [];
    for (const node of [0, 1]) {
      for (const user of cast) {
        const token = await signToken(user);
        api.signIn(token, user);
        clients.push(new FailoverClient(urls, token, outbox.settings.projectId, node));
      }
    }
    await Promise.all(clients.map((c) => c.start()));

    const total = 300;
    for (let i = 1; i <= total; i += 1) {
      const message =
        i % 25 === 0
          ? outbox.windowChanged('corrected', {}, '更正公告')
          : outbox.quote(i % 2 === 0 ? 11 : 12, `${(100_000 - i).toFixed(0)}.00`);
      await bus.publish(message);
      if (i === 100) await nodes[1]?.kill();
      if (i % 10 === 0) await settle(5);
    }
    const everySeq = Array.from({ length: total }, (_, i) => i + 1);
    for (const c of clients) await eventually(() => expect(c.last).toBe(total), 10_000);
    await settle(300);

    const [stayed, movedOver] = [clients.slice(0, 4), clients.slice(4)];
    for (const c of stayed) {
      expect(c.raw).toEqual(everySeq);
      expect(c.nodesUsed).toEqual([urls[0]]);
    }
    for (const c of movedOver) {
      expect(c.nodesUsed).toEqual([urls[1], urls[0]]);
      // Caught up by the missed events (up to CATCH_UP_LIMIT behind) or by one snapshot
      // (further), never across a gap, and every event after it in order.
      expect(c.sawGap).toBe(false);
      expect(c.snapshots.length).toBeLessThanOrEqual(2);
      if (c.snapshots.length === 1) expect(c.applied).toEqual(everySeq);
      const resynced = c.snapshots.at(-1)!;
      expect(c.applied.filter((seq) => seq > resynced)).toEqual(everySeq.filter((seq) => seq > resynced));
    }
    // Each moved client re-joined through the api (events since, or a snapshot), not by luck:
    // beyond the eight first joins' snapshots, one call at least per moved client.
    expect(api.calls.since + api.calls.snapshot).toBeGreaterThanOrEqual(clients.length + movedOver.length);
    for (const c of clients) c.close();
  }, 60_000);
});
