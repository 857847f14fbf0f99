import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, settle, TestClient } from '../../test/harness.ts';
import { liveProject } from '../../test/hall-fixture.ts';
import type { TestUser } from '../../test/tokens.ts';
import { people, startWorld, type World } from '../../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

async function joined(projectId: number, users: TestUser[] = [people.agency, people.supplierC]) {
  const clients = await Promise.all(
    users.map(async (u) => new TestClient(world.node.url, await world.tokenOf(u)).connected()),
  );
  for (const c of clients) await c.request('hall:join', { projectId });
  return clients;
}
const stream = (c: TestClient) =>
  c.frames
    .filter(([e]) => e !== 'countdown' && e !== 'hall:presence')
    .map(([e, m]) => `${e}#${(m as { seq: number }).seq}`);

describe('bus delivery', () => {
  it('drops a redelivered row and an old seq under a new id, so each socket gets each seq once', async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    const first = project.quote(11, '95.00');
    await world.publish(first, first, { ...first, id: 'another-row-same-seq' }, project.quote(12, '94.00'));
    for (const c of clients)
      await eventually(() => expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1', 'quote:accepted#2']));
    await settle();
    for (const c of clients) expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1', 'quote:accepted#2']);
    for (const c of clients) c.close();
  });

  it('puts seqs that crossed on the bus back in order, with no resync', async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    const one = project.quote(11, '95.00');
    const two = project.quote(12, '94.00');
    const three = project.quote(11, '93.00');
    // Two api processes published their commits in the other order.
    await world.publish(one, three, two);
    for (const c of clients)
      await eventually(() =>
        expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1', 'quote:accepted#2', 'quote:accepted#3']),
      );
    await settle();
    for (const c of clients)
      expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1', 'quote:accepted#2', 'quote:accepted#3']);
    for (const c of clients) c.close();
  });

  it('on a seq gap, sends each socket of the hall a fresh snapshot through the api before the events after the gap, never the gap itself', async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    const one = project.quote(11, '95.00');
    project.quote(12, '94.00'); // written to the outbox, lost on the bus
    const three = project.quote(11, '93.00');
    await world.publish(one, three);
    for (const c of clients) {
      // #3 after the snapshot that already holds it is dropped by the client as old.
      await eventually(() =>
        expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1', 'hall:snapshot#3', 'quote:accepted#3']),
      );
    }
    expect(clients[1]?.received('hall:snapshot').at(-1)).toMatchObject({
      ranking: {
        kind: 'supplier',
        entries: [
          { rank: 1, amount: '93.00' },
          { rank: 2, amount: '94.00' },
        ],
      },
    });
    for (const c of clients) c.close();
  });

  it('replaces a backlog of old events (the bus was down) by one snapshot per group, and sends none of the events it reflects', async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    // Committed a minute ago, published now by the api's sweeper, which says how long they waited.
    const backlog = [1, 2, 3, 4, 5].map((i) => ({
      ...project.quote(11 + (i % 2), `${100 - i}.00`),
      createdAt: Date.now() - 60_000,
      lagMs: 60_000,
    }));
    const snapshotsBefore = world.api.calls.snapshot;
    await world.publish(...backlog);
    for (const c of clients) await eventually(() => expect(stream(c)).toEqual(['hall:snapshot#0', 'hall:snapshot#5']));
    expect(world.api.calls.snapshot - snapshotsBefore).toBe(2);
    // What follows the backlog goes out as usual.
    await world.publish(project.quote(11, '90.00'));
    for (const c of clients)
      await eventually(() => expect(stream(c)).toEqual(['hall:snapshot#0', 'hall:snapshot#5', 'quote:accepted#6']));
    await settle();
    for (const c of clients) expect(stream(c)).toEqual(['hall:snapshot#0', 'hall:snapshot#5', 'quote:accepted#6']);
    for (const c of clients) c.close();
  });

  it("delivers events live whatever the publishing host's clock says: a minute behind or ahead is skew, not a backlog", async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    const snapshotsBefore = world.api.calls.snapshot;
    // The api host's clock a minute behind this one, then a minute ahead; published at once (no lagMs).
    await world.publish(
      { ...project.quote(11, '95.00'), createdAt: Date.now() - 60_000 },
      { ...project.quote(12, '94.00'), createdAt: Date.now() - 60_000 },
    );
    await world.publish({ ...project.quote(11, '93.00'), createdAt: Date.now() + 60_000 });
    const live = ['hall:snapshot#0', 'quote:accepted#1', 'quote:accepted#2', 'quote:accepted#3'];
    for (const c of clients) await eventually(() => expect(stream(c)).toEqual(live));
    await settle();
    expect(world.api.calls.snapshot).toBe(snapshotsBefore);
    for (const c of clients) expect(stream(c)).toEqual(live);
    for (const c of clients) c.close();
  });

  it('takes an old copy of a row it already delivered for a duplicate, not for a backlog', async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    const one = project.quote(11, '95.00');
    await world.publish(one);
    for (const c of clients) await eventually(() => expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1']));
    const snapshotsBefore = world.api.calls.snapshot;
    await world.publish({ ...one, id: 'republished-copy', createdAt: Date.now() - 60_000, lagMs: 60_000 });
    await settle();
    expect(world.api.calls.snapshot).toBe(snapshotsBefore);
    for (const c of clients) expect(stream(c)).toEqual(['hall:snapshot#0', 'quote:accepted#1']);
    for (const c of clients) c.close();
  });

  it('asks the api one snapshot per group of sockets that see the hall alike, and each gets its own view', async () => {
    const project = liveProject(world);
    // Two agency sockets see alike; suppliers B and C each see their own firm's view.
    const clients = await joined(project.settings.projectId, [
      people.agency,
      people.agency,
      people.supplierB,
      people.supplierB,
      people.supplierC,
    ]);
    const before = world.api.calls.snapshot;
    const one = project.quote(12, '95.00');
    project.quote(13, '94.00'); // lost on the bus
    await world.publish(one, project.quote(12, '93.00'));
    for (const c of clients)
      await eventually(() => expect(stream(c).slice(-2)).toEqual(['hall:snapshot#3', 'quote:accepted#3']));
    expect(world.api.calls.snapshot - before).toBe(3);
    const last = (c: TestClient) => c.received('hall:snapshot').at(-1);
    expect(last(clients[0]!)).toMatchObject({ audience: 'agency', ranking: { kind: 'full' } });
    expect(last(clients[1]!)).toEqual(last(clients[0]!));
    expect(last(clients[2]!)).toEqual(last(clients[3]!));
    expect(last(clients[2]!)).toMatchObject({
      audience: 'supplier',
      ranking: { kind: 'supplier', own: { amount: '93.00', rank: 1 } },
    });
    expect(last(clients[4]!)).toMatchObject({
      audience: 'supplier',
      ranking: { kind: 'supplier', own: { amount: '94.00', rank: 2 } },
    });
    for (const c of clients) c.close();
  });
});

describe('health and metrics', () => {
  it('reports the bus state and counts connections, joins and events', async () => {
    const project = liveProject(world);
    const clients = await joined(project.settings.projectId);
    await world.publish(project.quote(11, '95.00'));
    await eventually(() => expect(clients[0]?.received('quote:accepted')).toHaveLength(1));
    const health = await fetch(`${world.node.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', bus: 'ready', connections: 2 });
    const metrics = await (await fetch(`${world.node.url}/metrics`)).text();
    expect(metrics).toMatch(/^gateway_connections 2$/m);
    expect(metrics).toMatch(/^gateway_hall_joins_total\{outcome="ok"\} \d+$/m);
    expect(metrics).toMatch(/^gateway_bus_events_total\{outcome="accepted"\} \d+$/m);
    expect(metrics).toMatch(/^gateway_emits_total\{event="quote:accepted"\} \d+$/m);
    expect(metrics).toMatch(/^gateway_emit_lag_seconds_count \d+$/m);
    expect(metrics).toMatch(/^gateway_bus_up 1$/m);
    expect((await fetch(`${world.node.url}/other`)).status).toBe(404);
    for (const c of clients) c.close();
  });
});
