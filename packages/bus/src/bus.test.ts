import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallChannel, type BusMessage } from '@bidhall/contracts/bus';
import { startRedisCluster, type LocalRedisCluster } from '@bidhall/testkit/redis-cluster';
import { requireRedisServer } from '@bidhall/testkit/redis-server';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import type { Bus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';
import type { RedisTarget } from './redis-target.ts';

/** This run's ids: other suites publish on the same Redis channel, and their messages are not ours. */
const RUN = `evt-${randomUUID()}`;
const ours = (text: string) => (JSON.parse(text) as { id: string }).id.startsWith(RUN);

const message = (seq: number, projectId = 7): BusMessage => ({
  v: 1,
  id: `${RUN}-${projectId}-${seq}`,
  tenantId: 1,
  projectId,
  seq,
  type: 'project.state',
  payload: { from: 4, to: 5, winbidRule: 1 },
  createdAt: 1_700_000_000_000 + seq,
});

const signOut = (n: number): BusMessage => ({
  v: 1,
  id: `${RUN}-signout-${n}`,
  tenantId: 1,
  projectId: null,
  seq: null,
  type: 'session.revoked',
  payload: { userId: 3, jti: `jti-${n}` },
  createdAt: 1_700_000_000_000 + n,
});

/** A subscriber of the platform channel and of the hall of project 7 (every hall's, on the in-process bus). */
function collect(bus: Bus) {
  const seen: string[] = [];
  const ready = bus.subscribe((text) => ours(text) && seen.push(text));
  return { seen, ready: Promise.all([ready, bus.watch(hallChannel(1, 7))]) };
}

async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Publishes, trying again while the publisher's connection is still coming up: it has no
 * offline queue (a publish fails at once and the outbox row waits), and a cluster client is up
 * only once it learnt the slots.
 */
async function publishSoon(bus: Bus, message: BusMessage) {
  const start = Date.now();
  for (;;) {
    try {
      return await bus.publish(message);
    } catch (error) {
      if (Date.now() - start > 5000) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function behavesAsABus(make: () => Bus) {
  const buses: Bus[] = [];
  afterAll(() => Promise.all(buses.map((b) => b.close())));

  it('delivers every message, in publish order, to every subscriber', async () => {
    const bus = make();
    buses.push(bus);
    const a = collect(bus);
    const b = collect(bus);
    await Promise.all([a.ready, b.ready]);
    for (let seq = 1; seq <= 20; seq++) await publishSoon(bus, message(seq));
    await until(() => a.seen.length === 20 && b.seen.length === 20);
    expect(a.seen.map((t) => JSON.parse(t).seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(b.seen).toEqual(a.seen);
  });

  it('refuses to publish a message that breaks the contract', async () => {
    const bus = make();
    buses.push(bus);
    await expect(bus.publish({ ...message(1), tenantId: 0 } as BusMessage)).rejects.toThrow();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = make();
    buses.push(bus);
    const seen: string[] = [];
    const stop = await bus.subscribe((t) => ours(t) && seen.push(t));
    const other = collect(bus);
    await other.ready;
    await stop();
    await publishSoon(bus, message(1));
    await until(() => other.seen.length === 1);
    expect(seen).toEqual([]);
  });
}

/** On Redis: a hall's messages reach the processes watching its channel, and only those. */
function sendsHallsToTheirWatchers(target: () => RedisTarget) {
  const buses: Bus[] = [];
  afterAll(() => Promise.all(buses.map((b) => b.close())));
  const make = () => {
    const bus = createRedisBus(target(), { connectionName: 'bus-test-halls' });
    buses.push(bus);
    return bus;
  };

  it("delivers a hall's messages to the processes watching it, user events to every subscriber", async () => {
    const [holder, other] = [make(), make()];
    const heard = { holder: [] as string[], other: [] as string[] };
    await holder.subscribe((t) => ours(t) && heard.holder.push(JSON.parse(t).id));
    await other.subscribe((t) => ours(t) && heard.other.push(JSON.parse(t).id));
    await holder.watch(hallChannel(1, 8));
    await other.watch(hallChannel(1, 9));
    const publisher = make();
    await publishSoon(publisher, message(1, 8));
    await publisher.publish(signOut(1));
    await publisher.publish(message(1, 9));
    await until(() => heard.holder.length === 2 && heard.other.length === 2);
    // Each channel keeps its order; two channels (on a cluster, two shards) keep none between them.
    expect([...heard.holder].sort()).toEqual([`${RUN}-8-1`, `${RUN}-signout-1`].sort());
    expect([...heard.other].sort()).toEqual([`${RUN}-signout-1`, `${RUN}-9-1`].sort());

    await holder.unwatch(hallChannel(1, 8));
    await publisher.publish(message(2, 8));
    await publisher.publish(signOut(2));
    await until(() => heard.holder.length === 3);
    expect(heard.holder).toEqual([`${RUN}-8-1`, `${RUN}-signout-1`, `${RUN}-signout-2`]);
  });
}

describe('memory bus', () => behavesAsABus(createMemoryBus));

const redisUp = await requireRedis();
describe.skipIf(!redisUp)('redis bus', () => {
  behavesAsABus(() => createRedisBus(REDIS_URL, { connectionName: 'bus-test' }));
  sendsHallsToTheirWatchers(() => ({ url: REDIS_URL }));

  it('fails a publish at once when Redis cannot be reached, so the outbox keeps the row', async () => {
    const bus = createRedisBus('redis://127.0.0.1:1', { connectionName: 'bus-test-down' });
    await expect(bus.publish(message(1))).rejects.toThrow();
    await bus.close();
  });
});

const serverHere = await requireRedisServer();
describe.skipIf(!serverHere)('redis cluster bus (three primaries, three replicas)', () => {
  let cluster: LocalRedisCluster | undefined;
  beforeAll(async () => {
    cluster = await startRedisCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());
  const target = (): RedisTarget => ({ clusterNodes: cluster!.addresses.split(',') });
  behavesAsABus(() => createRedisBus(target(), { connectionName: 'bus-test-cluster' }));
  sendsHallsToTheirWatchers(target);
});
