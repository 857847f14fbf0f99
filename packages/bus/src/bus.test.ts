import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '@bidhall/contracts/bus';
import { REDIS_URL, requireRedis } from '@bidhall/testkit/services';
import type { Bus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

/** This run's ids: other suites publish on the same Redis channel, and their messages are not ours. */
const RUN = `evt-${randomUUID()}`;
const ours = (text: string) => (JSON.parse(text) as { id: string }).id.startsWith(RUN);

const message = (seq: number): BusMessage => ({
  v: 1,
  id: `${RUN}-${seq}`,
  tenantId: 1,
  projectId: 7,
  seq,
  type: 'project.state',
  payload: { from: 4, to: 5, winbidRule: 1 },
  createdAt: 1_700_000_000_000 + seq,
});

function collect(bus: Bus) {
  const seen: string[] = [];
  return { seen, ready: bus.subscribe((text) => ours(text) && seen.push(text)) };
}

async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
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
    for (let seq = 1; seq <= 20; seq++) await bus.publish(message(seq));
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
    await bus.publish(message(1));
    await until(() => other.seen.length === 1);
    expect(seen).toEqual([]);
  });
}

describe('memory bus', () => behavesAsABus(createMemoryBus));

const redisUp = await requireRedis();
describe.skipIf(!redisUp)('redis bus', () => {
  behavesAsABus(() => createRedisBus(REDIS_URL, { connectionName: 'bus-test' }));

  it('fails a publish at once when Redis cannot be reached, so the outbox keeps the row', async () => {
    const bus = createRedisBus('redis://127.0.0.1:1', { connectionName: 'bus-test-down' });
    await expect(bus.publish(message(1))).rejects.toThrow();
    await bus.close();
  });
});
