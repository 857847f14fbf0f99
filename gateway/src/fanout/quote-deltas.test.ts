import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBusMessage } from '@bidhall/contracts/bus';
import { streamItemsOf } from '@bidhall/contracts/hall';
import { eventually, settle, TestClient } from '../../test/harness.ts';
import { liveProject, openProject } from '../../test/hall-fixture.ts';
import { people, startWorld, type World } from '../../test/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => world.close());

const client = async (user: (typeof people)[keyof typeof people]) =>
  new TestClient(world.node.url, await world.tokenOf(user)).connected();
/** The seq a join asks the hall at: its head, whatever it is. */
const HEAD = Number.MAX_SAFE_INTEGER;
const asked = (projectId: number) => world.api.rankingsAsked.filter((a) => a.projectId === projectId).map((a) => a.seq);

describe('quote.accepted on the bus is the quote line, and the gateway folds the ranking', () => {
  it('stays under 1 KB with 50 bidders, where the ranking alone was over 6 KB', () => {
    const outbox = openProject(1);
    let last = '';
    for (let bidder = 1; bidder <= 50; bidder += 1)
      last = encodeBusMessage(outbox.quote(1000 + bidder, `${9000 - bidder}.00`));
    expect(outbox.ranking()).toHaveLength(50);
    expect(JSON.stringify(outbox.ranking()).length).toBeGreaterThan(6000);
    expect(Buffer.byteLength(last)).toBeLessThan(1024);
  });

  it("a hall seen first through a supplier's join: the ranking is asked once, just before the first quote, and every view is the ranked one", async () => {
    const project = liveProject(world, { disclosure: 3 });
    const id = project.settings.projectId;
    const early = [project.quote(11, '99.00'), project.quote(12, '98.00')];
    const supplier = await client(people.supplierC);
    expect(await supplier.request('hall:join', { projectId: id })).toMatchObject({ ok: true });
    const later = [project.quote(11, '97.00'), project.quote(12, '96.50'), project.quote(11, '96.00')];
    await world.publish(...early, ...later);
    await eventually(() => expect(supplier.received('quote:accepted')).toHaveLength(5));
    // The join asked the api for the hall at its head (seq 2: the bus had not brought seqs 1
    // and 2 yet); the first quote the node then saw was seq 1, so it asked for the lines at
    // seq 0 and folded from there.
    expect(asked(id)).toEqual([HEAD, 0]);
    const expected = streamItemsOf(
      project.log.map((m) => project.ranked(m)),
      'supplier',
      null,
    ).map((i) => i.message);
    expect(supplier.received('quote:accepted')).toEqual(expected);
    supplier.close();
  });

  it('a hall joined after its first quotes: the node asks the api once, for the hall just before the first event it sees', async () => {
    const project = liveProject(world, { disclosure: 2 });
    const id = project.settings.projectId;
    project.quote(11, '99.00'); // before anyone here joined: in the snapshot
    project.quote(12, '98.00');
    const agency = await client(people.agency);
    const supplier = await client(people.supplierA);
    for (const c of [agency, supplier])
      expect(await c.request('hall:join', { projectId: id })).toMatchObject({ ok: true });
    await world.publish(project.quote(12, '97.00'), project.quote(11, '96.00'));
    await eventually(() => expect(supplier.received('quote:accepted')).toHaveLength(2));
    // A snapshot is numbered in its view's seq, not the hall's: it cannot tell the node where
    // the hall stood, so the first join asks the api (the ranking and every view's seq at its
    // head, seq 2), and the quotes after it need no call.
    expect(asked(id)).toEqual([HEAD]);
    const ranked = project.log.map((m) => project.ranked(m));
    const lastTwo = (audience: 'supplier' | 'agency', firm: number | null) =>
      streamItemsOf(ranked, audience, firm)
        .slice(-2)
        .map((i) => i.message);
    expect(supplier.received('quote:accepted')).toEqual(lastTwo('supplier', people.supplierA.companyId));
    // The agency, a watcher, may get the second in a frame at the tick's end.
    await eventually(() => expect(agency.received('quote:accepted')).toEqual(lastTwo('agency', null)));
    agency.close();
    supplier.close();
  });

  it('when the api cannot answer the ranking, passes that quote over (the clients catch up by the gap) and asks again later', async () => {
    const project = liveProject(world, { disclosure: 3 });
    const id = project.settings.projectId;
    const supplier = await client(people.supplierC);
    world.api.rankingDown = true;
    await supplier.request('hall:join', { projectId: id });
    await world.publish(project.quote(11, '99.00'));
    await settle(300);
    expect(supplier.received('quote:accepted')).toEqual([]);
    world.api.rankingDown = false;
    await settle(1100);
    await world.publish(project.quote(12, '98.00'), project.quote(11, '97.00'));
    await eventually(() => expect(supplier.received('quote:accepted')).toHaveLength(2));
    expect(supplier.received('quote:accepted').map((m) => (m as { seq: number }).seq)).toEqual([2, 3]);
    expect(supplier.received('quote:accepted')[1]).toEqual(
      streamItemsOf(
        project.log.map((m) => project.ranked(m)),
        'supplier',
        null,
      )[2]?.message,
    );
    expect(asked(id)).toEqual([HEAD, 0, 1]);
    supplier.close();
  });
});
