import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HallPresenceMessage } from '@bidhall/contracts/realtime/server-events';
import { eventually, settle, TestClient } from '../test/harness.ts';
import { liveProject } from '../test/hall-fixture.ts';
import { people, startWorld, type World } from '../test/world.ts';
import { PRESENCE_AUDIENCES } from './hall-presence.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

const client = async (user: (typeof people)[keyof typeof people]) =>
  new TestClient(world.node.url, await world.tokenOf(user)).connected();
/** The online counts a client was told, repeats of the same figure folded. */
const onlineSeen = (c: TestClient, projectId: number) =>
  c
    .received('hall:presence')
    .map((m) => HallPresenceMessage.parse(m))
    .filter((m) => m.projectId === projectId)
    .map((m) => m.online)
    .filter((n, i, all) => i === 0 || all[i - 1] !== n);

describe('hall:presence', () => {
  it('goes to the audiences the policy lets count bidders in every phase: the agency and the purchaser', () => {
    expect([...PRESENCE_AUDIENCES].sort()).toEqual(['agency', 'purchaser']);
  });

  // Counts come at most once a second per hall (gateway.ts): each step waits for the next.
  it('tells the agency the supplier firms online, 1 → 2 → 1, and a supplier nothing', async () => {
    const project = liveProject(world);
    const projectId = project.settings.projectId;
    const agency = await client(people.agency);
    expect(await agency.request('hall:join', { projectId })).toMatchObject({ ok: true });
    await eventually(() => expect(onlineSeen(agency, projectId)).toEqual([0]));

    const supplierA = await client(people.supplierA);
    expect(await supplierA.request('hall:join', { projectId })).toMatchObject({ ok: true });
    await eventually(() => expect(onlineSeen(agency, projectId)).toEqual([0, 1]));

    // A second socket of the same firm is still one firm online.
    const supplierA2 = await client(people.supplierA);
    expect(await supplierA2.request('hall:join', { projectId })).toMatchObject({ ok: true });
    const supplierB = await client(people.supplierB);
    expect(await supplierB.request('hall:join', { projectId })).toMatchObject({ ok: true });
    await eventually(() => expect(onlineSeen(agency, projectId)).toEqual([0, 1, 2]));

    supplierB.close();
    await eventually(() => expect(onlineSeen(agency, projectId)).toEqual([0, 1, 2, 1]));
    supplierA2.close();
    await settle(1200);
    expect(onlineSeen(agency, projectId)).toEqual([0, 1, 2, 1]);

    expect(supplierA.received('hall:presence')).toEqual([]);
    expect(supplierA.received('hall:snapshot')).toHaveLength(1);
    agency.close();
    supplierA.close();
  }, 15_000);

  it('tells an agency opening a quiet hall the count at once, with its snapshot, not a second later', async () => {
    const project = liveProject(world);
    const projectId = project.settings.projectId;
    const supplierA = await client(people.supplierA);
    expect(await supplierA.request('hall:join', { projectId })).toMatchObject({ ok: true });
    // The hall has been quiet for longer than the spacing of counts.
    await settle(1200);
    const agency = await client(people.agency);
    const joinedAt = Date.now();
    expect(await agency.request('hall:join', { projectId })).toMatchObject({ ok: true });
    await eventually(() => expect(onlineSeen(agency, projectId)).toEqual([1]), 2_000);
    expect(Date.now() - joinedAt).toBeLessThan(500);
    agency.close();
    supplierA.close();
  }, 10_000);

  it('counts a hall:leave like a disconnect', async () => {
    const project = liveProject(world);
    const projectId = project.settings.projectId;
    const [purchaser, supplierA] = await Promise.all([client(people.purchaser), client(people.supplierA)]);
    expect(await purchaser.request('hall:join', { projectId })).toMatchObject({ ok: true });
    expect(await supplierA.request('hall:join', { projectId })).toMatchObject({ ok: true });
    await eventually(() => expect(onlineSeen(purchaser, projectId).at(-1)).toBe(1));
    expect(await supplierA.request('hall:leave', { projectId })).toMatchObject({ ok: true });
    await eventually(() => expect(onlineSeen(purchaser, projectId).at(-1)).toBe(0));
    expect(supplierA.received('hall:presence')).toEqual([]);
    purchaser.close();
    supplierA.close();
  }, 10_000);
});
