import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus } from '@bidhall/bus/bus';
import { createRedisBus } from '@bidhall/bus/redis-bus';
import { connectRedis, type RedisClient } from '@bidhall/bus/redis-target';
import { encodeBusMessage, hallChannel, type BusMessage } from '@bidhall/contracts/bus';
import { startRedisCluster, type LocalRedisCluster } from '@bidhall/testkit/redis-cluster';
import { requireRedisServer } from '@bidhall/testkit/redis-server';
import { ApiStub } from '../test/api-stub.ts';
import { FailoverClient } from '../test/failover-client.ts';
import { spawnGateway } from '../test/gateway-process.ts';
import { eventually, settle, untilTaken } from '../test/harness.ts';
import { openWindow, ProjectOutbox } from '../test/outbox.ts';
import { signToken, type TestUser } from '../test/tokens.ts';
import { people, TENANT } from '../test/world.ts';

// Starts its own cluster: skipped with the reason printed without redis-server, failed with CI=true.
const here = await requireRedisServer();

const CAST: [TestUser, 'agency' | 'purchaser' | 'supplier'][] = [
  [people.agency, 'agency'],
  [people.purchaser, 'purchaser'],
  [people.supplierA, 'supplier'],
  [people.supplierC, 'supplier'],
];

describe.skipIf(!here)('three gateways on a Redis Cluster of three primaries and three replicas', () => {
  const api = new ApiStub();
  let cluster: LocalRedisCluster;
  let bus: Bus;
  let nodes: Awaited<ReturnType<typeof spawnGateway>>[] = [];
  const clients: FailoverClient[] = [];

  beforeAll(async () => {
    cluster = await startRedisCluster();
    await api.start();
    bus = createRedisBus({ clusterNodes: cluster.addresses.split(',') }, { connectionName: 'cluster-test' });
    nodes = await Promise.all(
      ['node-a', 'node-b', 'node-c'].map((name) =>
        spawnGateway({ apiUrl: api.url, redisClusterNodes: cluster.addresses, name }),
      ),
    );
  }, 90_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.kill()));
    await bus?.close();
    await api.stop();
    await cluster?.stop();
  });

  let nextProject = 200;
  function hall() {
    const outbox = new ProjectOutbox({
      projectId: (nextProject += 1),
      tenantId: TENANT,
      winbidRule: 1,
      disclosure: 3,
      maxQuotes: null,
      window: openWindow(),
    });
    api.addProject(outbox, CAST);
    return outbox;
  }

  async function client(outbox: ProjectOutbox, user: TestUser, node: number): Promise<FailoverClient> {
    const token = await signToken(user);
    api.signIn(token, user);
    const c = new FailoverClient(
      nodes.map((n) => n.url),
      token,
      outbox.settings.projectId,
      node,
    );
    clients.push(c);
    await c.start();
    return c;
  }

  /** Gateways subscribed to a hall's channel, over every node of the cluster (each counts its own). */
  async function subscribers(outbox: ProjectOutbox): Promise<number> {
    const channel = hallChannel(outbox.settings.tenantId, outbox.settings.projectId);
    const counts = await Promise.all(
      cluster.nodes.map((n) => cluster.cli(n.port, 'PUBSUB', 'SHARDNUMSUB', channel).catch(() => '')),
    );
    return counts.reduce((sum, text) => sum + Number(text.trim().split('\n')[1] ?? 0), 0);
  }

  /** Bus messages each gateway took in (its /metrics, every outcome). */
  async function received(): Promise<number[]> {
    return Promise.all(
      nodes.map(async (n) => {
        const text = await (await fetch(`${n.url}/metrics`)).text();
        let total = 0;
        for (const m of text.matchAll(/^gateway_bus_events_total\{[^}]*\} (\d+)/gm)) total += Number(m[1]);
        return total;
      }),
    );
  }

  /** A node's bytes written, to clients and to its replica, from INFO. */
  async function written(port: number): Promise<{ clients: number; replica: number }> {
    const info = await cluster.cli(port, 'INFO', 'stats');
    const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? NaN);
    const replica = field('total_net_repl_output_bytes');
    return { clients: field('total_net_output_bytes') - replica, replica };
  }

  /**
   * Publishes `count` quotes of a hall on its channel alone, as the bus does, and answers how
   * many subscribers Redis handed each to (SPUBLISH's answer) and the bytes the primary owning
   * the channel wrote per quote.
   */
  async function egress(outbox: ProjectOutbox, count: number) {
    const channel = hallChannel(outbox.settings.tenantId, outbox.settings.projectId);
    const primary = await cluster.primaryFor(channel);
    const raw: RedisClient = connectRedis({ clusterNodes: cluster.addresses.split(',') });
    try {
      const before = await written(primary.port);
      const receivers = new Set<number>();
      let text = 0;
      for (let i = 0; i < count; i += 1) {
        const message = encodeBusMessage(outbox.quote(i % 2 === 0 ? 11 : 12, `${500 - outbox.seq}.00`));
        text = Math.max(text, Buffer.byteLength(message));
        receivers.add(Number(await raw.spublish(channel, message)));
      }
      const after = await written(primary.port);
      return {
        receivers: [...receivers],
        messageBytes: text,
        clientBytesPerQuote: (after.clients - before.clients) / count,
        replicaBytesPerQuote: (after.replica - before.replica) / count,
      };
    } finally {
      raw.disconnect();
    }
  }

  /** Publishes as the api's outbox does, again until taken (a failover takes a few seconds). */
  const publish = (message: BusMessage) => untilTaken(bus, 60_000).publish(message);

  it("sends a hall's events to the gateways holding it only; the subscription follows the sockets", async () => {
    const [first, second] = [hall(), hall()];
    expect(await subscribers(first)).toBe(0);
    const agency = await client(first, people.agency, 0);
    await client(second, people.purchaser, 1);
    await eventually(async () => expect(await subscribers(first)).toBe(1));
    expect(await subscribers(second)).toBe(1);

    const before = await received();
    for (let i = 1; i <= 20; i += 1) await publish(first.quote(11, `${1000 - i}.00`));
    for (let i = 1; i <= 5; i += 1) await publish(second.quote(12, `${1000 - i}.00`));
    await eventually(() => expect(agency.last).toBe(20), 10_000);
    await settle(300);
    const after = await received();
    // Node A holds the first hall, node B the second, node C neither: each got its own hall's events only.
    expect(after.map((n, i) => n - before[i]!)).toEqual([20, 5, 0]);

    // Redis egress per quote follows the gateways holding the hall: one of three here.
    const one = await egress(first, 100);
    expect(one.receivers).toEqual([1]);

    // A second socket of the same hall on node C subscribes node C; the hall's last socket
    // leaving a node gives its channel up there.
    const late = await client(first, people.supplierA, 2);
    await eventually(async () => expect(await subscribers(first)).toBe(2));
    const two = await egress(first, 100);
    expect(two.receivers).toEqual([2]);
    // Bytes written by the channel's primary: one copy of a sub-kilobyte message per holder.
    expect(one.clientBytesPerQuote).toBeLessThan(1024);
    expect(two.clientBytesPerQuote).toBeGreaterThan(1.5 * one.clientBytesPerQuote);
    expect(two.clientBytesPerQuote).toBeLessThan(2.5 * one.clientBytesPerQuote);
    console.log('Redis egress per quote, 1 then 2 of 3 gateways holding the hall:', { one, two });
    agency.close();
    await eventually(async () => expect(await subscribers(first)).toBe(1));
    late.close();
    await eventually(async () => expect(await subscribers(first)).toBe(0));
    expect(await subscribers(second)).toBe(1);
  }, 60_000);

  it("loses nothing when the primary holding a hall's channel is killed in a quote storm", async () => {
    const outbox = hall();
    const storm: FailoverClient[] = [];
    for (const node of [0, 1]) for (const [user] of CAST) storm.push(await client(outbox, user, node));
    await eventually(async () => expect(await subscribers(outbox)).toBe(2));
    const primary = await cluster.primaryFor(hallChannel(outbox.settings.tenantId, outbox.settings.projectId));

    const total = 300;
    let killedAt = 0;
    let failoverMs = 0;
    for (let i = 1; i <= total; i += 1) {
      await publish(outbox.quote(i % 2 === 0 ? 11 : 12, `${(100_000 - i).toFixed(0)}.00`));
      if (i === 101) failoverMs = Date.now() - killedAt;
      if (i === 100) {
        await primary.stop();
        killedAt = Date.now();
      }
      if (i % 10 === 0) await settle(10);
    }
    const stormEnded = Date.now();
    const everySeq = Array.from({ length: total }, (_, i) => i + 1);
    // Back on the database view within 10 s: every event, or a snapshot and every event after it.
    for (const c of storm) await eventually(() => expect(c.last).toBe(total), 10_000);
    const caughtUpMs = Date.now() - stormEnded;
    await settle(300);
    const promoted = await cluster.primaryFor(hallChannel(outbox.settings.tenantId, outbox.settings.projectId));
    expect(promoted.port).not.toBe(primary.port);
    expect(await subscribers(outbox)).toBe(2);
    for (const c of storm) {
      expect(c.sawGap).toBe(false);
      expect(c.nodesUsed).toHaveLength(1);
      const resynced = c.snapshots.at(-1)!;
      expect(c.applied.filter((seq) => seq > resynced)).toEqual(everySeq.filter((seq) => seq > resynced));
      if (c.snapshots.length === 1) expect(c.applied).toEqual(everySeq);
    }
    console.log(
      `primary killed after seq 100: publishes refused for ${failoverMs} ms (the replica's promotion);`,
      `every client at seq ${total} ${caughtUpMs} ms after the last publish; snapshots after the kill:`,
      storm.map((c) => c.snapshots.length - 1),
    );
  }, 120_000);
});
