import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HallJoinAck } from '@bidhall/contracts/realtime/client-events';
import { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import { eventually, settle, TestClient } from '../../test/harness.ts';
import { CATCH_UP_LIMIT } from './hall.ts';
import { liveProject } from '../../test/hall-fixture.ts';
import { people, startWorld, type World } from '../../test/world.ts';

let world: World;
beforeAll(async () => {
  // One crowd below is 30 watchers of one agency signed in with one token: above the default
  // per-user cap of a node, which auth.test.ts covers.
  world = await startWorld({ env: { MAX_SOCKETS_PER_USER: '40' } });
});
afterAll(async () => world.close());

const client = async (user: (typeof people)[keyof typeof people]) =>
  new TestClient(world.node.url, await world.tokenOf(user)).connected();
const seqsOf = (c: TestClient) =>
  c.frames
    .filter(([e]) => e !== 'hall:snapshot' && e !== 'countdown' && e !== 'hall:presence')
    .map(([, m]) => (m as { seq: number }).seq);

describe('hall:join', () => {
  it('answers each caller with its own audience, then sends that audience snapshot', async () => {
    const project = liveProject(world);
    await world.publish(project.quote(11, '95.00'));
    const [agency, supplier] = await Promise.all([client(people.agency), client(people.supplierA)]);
    const acks = await Promise.all([
      agency.request('hall:join', { projectId: project.settings.projectId }),
      supplier.request('hall:join', { projectId: project.settings.projectId }),
    ]);
    expect(acks.map((a) => HallJoinAck.parse(a))).toEqual([
      { ok: true, data: { projectId: project.settings.projectId, audience: 'agency', headSeq: 1, resync: 'snapshot' } },
      {
        ok: true,
        data: { projectId: project.settings.projectId, audience: 'supplier', headSeq: 1, resync: 'snapshot' },
      },
    ]);
    await eventually(() => expect(agency.received('hall:snapshot')).toHaveLength(1));
    await eventually(() => expect(supplier.received('hall:snapshot')).toHaveLength(1));
    const [agencyView, supplierView] = [agency, supplier].map((c) =>
      HallSnapshot.parse(c.received('hall:snapshot')[0]),
    );
    expect(agencyView?.ranking.kind).toBe('full');
    expect(supplierView?.ranking).toMatchObject({ kind: 'supplier', own: { amount: '95.00', rank: 1 } });
    agency.close();
    supplier.close();
  });

  it('refuses a supplier not party to the project, another tenant and an expert before opening', async () => {
    const project = liveProject(world);
    const clients = await Promise.all([client(people.outsider), client(people.otherTenant), client(people.expert)]);
    const acks = await Promise.all(
      clients.map((c) => c.request('hall:join', { projectId: project.settings.projectId })),
    );
    expect(acks.map((a) => HallJoinAck.parse(a))).toEqual([
      { ok: false, error: { code: 'forbidden', message: '您不是该项目的参与方' } },
      { ok: false, error: { code: 'not-found', message: '项目不存在' } },
      { ok: false, error: { code: 'forbidden', message: '开标前评审专家不能进入报价大厅' } },
    ]);
    await world.publish(project.quote(11, '90.00'), project.stateChanged(6));
    await settle();
    for (const c of clients) expect(c.frames).toEqual([]);
    // The refusal is remembered briefly: asking again does not reach the api.
    const before = world.api.calls.snapshot;
    expect(await clients[0]?.request('hall:join', { projectId: project.settings.projectId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(world.api.calls.snapshot).toBe(before);
    for (const c of clients) c.close();
  });

  it('parses every request before use: a wrong shape, a smuggled room or audience is refused', async () => {
    const project = liveProject(world);
    const [a, b] = await Promise.all([client(people.agency), client(people.supplierA)]);
    const bad = [
      { projectId: String(project.settings.projectId) },
      { projectId: project.settings.projectId, room: 'project:5:agency' },
      { projectId: project.settings.projectId, audience: 'agency' },
      null,
    ];
    for (const payload of bad) {
      for (const c of [a, b])
        expect(await c.request('hall:join', payload)).toEqual({
          ok: false,
          error: { code: 'invalid-payload', message: '请求格式不正确' },
        });
    }
    expect(world.node.gateway.io.of('/').adapter.rooms.has(`project:${project.settings.projectId}:agency`)).toBe(false);
    a.close();
    b.close();
  });

  it('with sinceSeq, catches a socket up from the api until its view is known here, then from the ring alone', async () => {
    const project = liveProject(world);
    const projectId = project.settings.projectId;
    await world.publish(project.quote(11, '99.00'), project.quote(12, '98.00'), project.quote(11, '97.00'));
    const [agency, purchaser] = await Promise.all([client(people.agency), client(people.purchaser)]);
    const asked = world.api.sinceAsked.length;
    const acks = await Promise.all([agency, purchaser].map((c) => c.request('hall:join', { projectId, sinceSeq: 1 })));
    for (const ack of acks) expect(ack).toMatchObject({ ok: true, data: { headSeq: 3, resync: 'events' } });
    // The socket's seq is its view's own, and which view it has is the api's answer: the
    // first catch-up (a short one) comes from the api.
    expect(world.api.sinceAsked.slice(asked)).toEqual([1, 1]);
    await world.publish(project.quote(12, '96.00'));
    for (const c of [agency, purchaser]) await eventually(() => expect(seqsOf(c)).toEqual([2, 3, 4]));
    // Admitted now: the same sessions re-joining are caught up from this node's ring alone.
    for (const c of [agency, purchaser]) await c.request('hall:leave', { projectId });
    await world.publish(project.quote(11, '95.00'));
    await settle();
    const before = { ...world.api.calls };
    const again = await Promise.all([agency, purchaser].map((c) => c.request('hall:join', { projectId, sinceSeq: 4 })));
    for (const ack of again) expect(ack).toMatchObject({ ok: true, data: { headSeq: 5, resync: 'events' } });
    expect(world.api.calls).toEqual(before);
    for (const c of [agency, purchaser]) {
      await eventually(() => expect(seqsOf(c)).toEqual([2, 3, 4, 5]));
      expect(c.received('hall:snapshot')).toEqual([]);
    }
    agency.close();
    purchaser.close();
  });

  it(`with sinceSeq more than ${CATCH_UP_LIMIT} events behind, sends a snapshot even though the ring holds every missed event`, async () => {
    const project = liveProject(world);
    const events = Array.from({ length: CATCH_UP_LIMIT + 2 }, (_, i) => project.quote(11 + (i % 2), `${999 - i}.00`));
    const watcher = await client(people.agency);
    await watcher.request('hall:join', { projectId: project.settings.projectId });
    await world.publish(...events);
    await eventually(() => expect(seqsOf(watcher).at(-1)).toBe(CATCH_UP_LIMIT + 2));
    const purchaser = await client(people.purchaser);
    const before = { ...world.api.calls };
    expect(await purchaser.request('hall:join', { projectId: project.settings.projectId, sinceSeq: 1 })).toMatchObject({
      ok: true,
      data: { resync: 'snapshot', headSeq: CATCH_UP_LIMIT + 2 },
    });
    expect(world.api.calls.since).toBe(before.since);
    await eventually(() => expect(purchaser.received('hall:snapshot')).toHaveLength(1));
    await settle();
    expect(seqsOf(purchaser)).toEqual([]);
    watcher.close();
    purchaser.close();
  });

  it('with sinceSeq, asks the api for the missed events when this node lost one of them on the bus', async () => {
    const project = liveProject(world);
    const one = project.quote(11, '99.00');
    project.quote(12, '98.00'); // written to the outbox, lost on the bus
    await world.publish(one, project.quote(11, '97.00'));
    const supplier = await client(people.supplierB);
    const asked = world.api.sinceAsked.length;
    expect(await supplier.request('hall:join', { projectId: project.settings.projectId, sinceSeq: 1 })).toMatchObject({
      ok: true,
      data: { headSeq: 3, resync: 'events' },
    });
    expect(world.api.sinceAsked.slice(asked)).toEqual([1]);
    await eventually(() => expect(seqsOf(supplier)).toEqual([2, 3]));
    supplier.close();
  });

  it('with sinceSeq on a node that has not seen the hall (just restarted), sends one snapshot and never reads the stream', async () => {
    const project = liveProject(world);
    const supplier = await client(people.supplierA);
    const before = { ...world.api.calls };
    expect(await supplier.request('hall:join', { projectId: project.settings.projectId, sinceSeq: 40 })).toMatchObject({
      ok: true,
      data: { resync: 'snapshot' },
    });
    expect(world.api.calls.since).toBe(before.since);
    expect(world.api.calls.snapshot).toBe(before.snapshot + 1);
    await eventually(() => expect(supplier.received('hall:snapshot')).toHaveLength(1));
    await world.publish(project.quote(11, '90.00'));
    await eventually(() => expect(seqsOf(supplier)).toEqual([1]));
    supplier.close();
  });

  it(`with sinceSeq more than ${CATCH_UP_LIMIT} events behind a ring with a hole, sends a snapshot instead of the catch-up`, async () => {
    const project = liveProject(world);
    const first = project.quote(11, '999.00');
    project.quote(12, '998.00'); // written to the outbox, lost on the bus
    const rest = Array.from({ length: CATCH_UP_LIMIT }, (_, i) => project.quote(11 + (i % 2), `${997 - i}.00`));
    const watcher = await client(people.agency);
    await watcher.request('hall:join', { projectId: project.settings.projectId });
    await world.publish(first, ...rest);
    // The node holds the events behind the lost one until it has repaired the hall; by then
    // its head is CATCH_UP_LIMIT + 2.
    await eventually(() => expect(seqsOf(watcher).at(-1)).toBe(CATCH_UP_LIMIT + 2), 5000);
    const supplier = await client(people.supplierB);
    const before = { ...world.api.calls };
    expect(await supplier.request('hall:join', { projectId: project.settings.projectId, sinceSeq: 1 })).toMatchObject({
      ok: true,
      data: { resync: 'snapshot' },
    });
    expect(world.api.calls.since).toBe(before.since);
    await eventually(() => expect(supplier.received('hall:snapshot')).toHaveLength(1));
    supplier.close();
    watcher.close();
  });

  it('bridges events that reached the node while the api was answering the join', async () => {
    const project = liveProject(world);
    await world.publish(project.quote(11, '99.00'));
    world.api.answerDelayMs = 200;
    const [agency, supplier] = await Promise.all([client(people.agency), client(people.supplierB)]);
    const asked = world.api.calls.snapshot;
    const joins = [agency, supplier].map((c) => c.request('hall:join', { projectId: project.settings.projectId }));
    // Both joins have entered the hall's channel and wait for their snapshots: what is published
    // now reaches the node while the api is answering them.
    await eventually(() => expect(world.api.calls.snapshot).toBe(asked + 2));
    await world.publish(project.quote(12, '98.00'), project.quote(11, '97.00'));
    await Promise.all(joins);
    world.api.answerDelayMs = 0;
    await world.publish(project.quote(12, '96.00'));
    for (const c of [agency, supplier]) {
      await eventually(() => expect(seqsOf(c)).toEqual([2, 3, 4]));
      expect((c.received('hall:snapshot')[0] as { seq: number }).seq).toBe(1);
    }
    agency.close();
    supplier.close();
  });

  it('a crowd joining with one token costs the api one call of each kind, and re-joins from the ring cost it none', async () => {
    const project = liveProject(world);
    await world.publish(project.quote(11, '99.00'));
    // The watchers of one agency all sign in as the agency: one token, one session.
    const token = await world.tokenOf(people.agency);
    const before = { ...world.api.calls };
    world.api.answerDelayMs = 200;
    const crowd = await Promise.all(
      Array.from({ length: 30 }, () => new TestClient(world.node.url, token).connected()),
    );
    const joins = await Promise.all(
      crowd.map((c) => c.request('hall:join', { projectId: project.settings.projectId })),
    );
    world.api.answerDelayMs = 0;
    for (const ack of joins) expect(ack).toMatchObject({ ok: true, data: { audience: 'agency', resync: 'snapshot' } });
    expect(world.api.calls.session - before.session).toBe(1);
    expect(world.api.calls.snapshot - before.snapshot).toBe(1);
    for (const c of crowd) await eventually(() => expect(c.received('hall:snapshot')).toHaveLength(1));
    await world.publish(project.quote(12, '98.00'), project.quote(11, '97.00'));
    for (const c of crowd) await eventually(() => expect(seqsOf(c)).toEqual([2, 3]));

    // Their gateway died: the same crowd re-joins here with sinceSeq, some further behind.
    for (const c of crowd) c.close();
    const back = await Promise.all(crowd.map(() => new TestClient(world.node.url, token).connected()));
    const calls = { ...world.api.calls };
    const rejoins = await Promise.all(
      back.map((c, i) => c.request('hall:join', { projectId: project.settings.projectId, sinceSeq: 1 + (i % 3) })),
    );
    for (const ack of rejoins)
      expect(ack).toMatchObject({ ok: true, data: { audience: 'agency', headSeq: 3, resync: 'events' } });
    expect(world.api.calls).toEqual(calls);
    await world.publish(project.quote(12, '96.00'));
    for (const [i, c] of back.entries()) await eventually(() => expect(seqsOf(c)).toEqual([2, 3, 4].slice(i % 3)));
    for (const c of back) expect(c.received('hall:snapshot')).toEqual([]);

    // Another session of the same user is asked about on its own.
    const other = await client(people.agency);
    const since = world.api.calls.since;
    expect(await other.request('hall:join', { projectId: project.settings.projectId, sinceSeq: 3 })).toMatchObject({
      ok: true,
    });
    expect(world.api.calls.since).toBe(since + 1);
    for (const c of [...back, other]) c.close();
  });

  it('hall:leave stops the hall messages for that socket only', async () => {
    const project = liveProject(world);
    const [stays, leaves] = await Promise.all([client(people.agency), client(people.purchaser)]);
    for (const c of [stays, leaves]) await c.request('hall:join', { projectId: project.settings.projectId });
    expect(await leaves.request('hall:leave', { projectId: project.settings.projectId })).toEqual({
      ok: true,
      data: { projectId: project.settings.projectId },
    });
    await world.publish(project.quote(11, '90.00'));
    await eventually(() => expect(seqsOf(stays)).toEqual([1]));
    await settle();
    expect(seqsOf(leaves)).toEqual([]);
    stays.close();
    leaves.close();
  });
});

describe('with the api down', () => {
  it('keeps existing sockets live and fails new joins with a clear error', async () => {
    const down = await startWorld();
    const project = liveProject(down);
    const tokens = await Promise.all([down.tokenOf(people.agency), down.tokenOf(people.purchaser)]);
    const [joined, late] = await Promise.all(tokens.map((t) => new TestClient(down.node.url, t).connected()));
    await joined?.request('hall:join', { projectId: project.settings.projectId });
    await down.api.stop();
    expect(await late?.request('hall:join', { projectId: project.settings.projectId })).toEqual({
      ok: false,
      error: { code: 'unavailable', message: '服务暂时不可用，请稍后重试' },
    });
    await down.publish(project.quote(11, '90.00'));
    await eventually(() => expect(joined?.received('quote:accepted')).toHaveLength(1));
    expect(joined?.socket.connected).toBe(true);
    expect(late?.received('quote:accepted')).toEqual([]);
    joined?.close();
    late?.close();
    await down.close();
  });
});
