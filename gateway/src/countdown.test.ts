import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountdownMessage } from '@bidhall/contracts/realtime/server-events';
import { TimePingAck } from '@bidhall/contracts/realtime/client-events';
import { eventually, settle, TestClient } from '../test/harness.ts';
import { liveProject } from '../test/hall-fixture.ts';
import { people, startWorld, type World } from '../test/world.ts';

let now = Date.UTC(2026, 0, 5, 9, 0, 0);
const clock = { now: () => now };
let world: World;
beforeAll(async () => {
  world = await startWorld({ clock, env: { COUNTDOWN_INTERVAL_MS: '100' } });
});
afterAll(async () => world.close());

async function joined(projectId: number, ...users: (typeof people)[keyof typeof people][]) {
  const clients = await Promise.all(
    users.map(async (u) => new TestClient(world.node.url, await world.tokenOf(u)).connected()),
  );
  for (const c of clients) expect(await c.request('hall:join', { projectId })).toMatchObject({ ok: true });
  return clients;
}

const lastCountdown = (c: TestClient) => CountdownMessage.parse(c.received('countdown').at(-1));

describe('countdown', () => {
  it('tells every audience of a live hall the server time, phase and end, from the server clock', async () => {
    const project = liveProject(world);
    project.window = { ...project.window, uppriceFromTime: now - 60_000, uppriceToTime: now + 300_000 };
    const clients = await joined(project.settings.projectId, people.agency, people.supplierC);
    for (const c of clients) {
      await eventually(() => expect(c.received('countdown').length).toBeGreaterThan(0));
      expect(lastCountdown(c)).toEqual({
        v: 1,
        projectId: project.settings.projectId,
        serverNow: now,
        phase: 'open',
        endsAt: now + 300_000,
        windowVersion: 1,
      });
    }
    now += 301_000;
    for (const c of clients)
      await eventually(() => expect(lastCountdown(c)).toMatchObject({ phase: 'ended', serverNow: now }));
    for (const c of clients) c.close();
  });

  it('keeps the newest window: a late, lower version is neither forwarded nor counted down', async () => {
    const project = liveProject(world);
    project.window = { ...project.window, uppriceFromTime: now - 60_000, uppriceToTime: now + 300_000 };
    const clients = await joined(project.settings.projectId, people.purchaser, people.supplierA);
    const extended = project.windowChanged('extended', {
      uppriceToTime: now + 360_000,
      extensions: 1,
      extendedSeconds: 60,
      version: 3,
    });
    const late = project.windowChanged('paused', { paused: true, version: 2 });
    await world.publish(extended, late);
    for (const c of clients) {
      await eventually(() => expect(c.received('window:changed')).toHaveLength(1));
      await eventually(() =>
        expect(lastCountdown(c)).toMatchObject({ phase: 'open', endsAt: now + 360_000, windowVersion: 3 }),
      );
    }
    await settle();
    for (const c of clients)
      expect(c.received('window:changed')).toMatchObject([{ seq: 1, kind: 'extended', window: { version: 3 } }]);
    await world.publish(project.windowChanged('paused', { paused: true, version: 4 }, '系统维护'));
    for (const c of clients)
      await eventually(() =>
        expect(lastCountdown(c)).toMatchObject({ phase: 'paused', endsAt: null, windowVersion: 4 }),
      );
    for (const c of clients) c.close();
  });

  it('stops for a socket that left the hall', async () => {
    const project = liveProject(world);
    const [stays, leaves] = await joined(project.settings.projectId, people.agency, people.purchaser);
    await leaves?.request('hall:leave', { projectId: project.settings.projectId });
    const count = leaves?.received('countdown').length ?? 0;
    await eventually(() => expect(stays?.received('countdown').length).toBeGreaterThan(count + 2));
    expect(leaves?.received('countdown')).toHaveLength(count);
    stays?.close();
    leaves?.close();
  });
});

describe('time:ping', () => {
  it('answers each client with its t0 and the server clock', async () => {
    const clients = await Promise.all(
      [people.agency, people.supplierB].map(async (u) =>
        new TestClient(world.node.url, await world.tokenOf(u)).connected(),
      ),
    );
    const answers = await Promise.all(clients.map((c, i) => c.request('time:ping', { t0: 1000.5 + i })));
    expect(answers.map((a) => TimePingAck.parse(a))).toEqual([
      { ok: true, data: { t0: 1000.5, serverNow: now } },
      { ok: true, data: { t0: 1001.5, serverNow: now } },
    ]);
    expect(await clients[0]?.request('time:ping', { t0: 'soon' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-payload' },
    });
    for (const c of clients) c.close();
  });
});
